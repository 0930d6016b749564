import { currentBuild } from '../builds/site-builds.ts';
import type { SiteRebuilder } from '../builds/site-rebuilder.ts';

/** The folder of the build being served: looked up again only after a rebuild, not on every request. */
export class ServedBuild {
  readonly #buildsDir: string;
  readonly #rebuilder?: SiteRebuilder;
  #dir: string | null = null;
  #generation = -1;

  constructor(buildsDir: string, rebuilder?: SiteRebuilder) {
    this.#buildsDir = buildsDir;
    this.#rebuilder = rebuilder;
  }

  /** The folder to serve now, or null before the first build. */
  current(): string | null {
    const generation = this.#rebuilder?.generation ?? 0;
    if (!this.#dir || generation !== this.#generation) {
      const dir = currentBuild(this.#buildsDir);
      if (!dir) return null;
      this.#dir = dir;
      this.#generation = generation;
    }
    return this.#dir;
  }

  /** The folder served last, without looking again (null before the first). */
  get last(): string | null {
    return this.#dir;
  }
}
