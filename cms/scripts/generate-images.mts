/**
 * Draws the seed pictures of the shop (flat SVG illustrations: no photos, no text) and writes them as
 * WebP to cms/seed/images/<key>.webp. The output is committed, so booting Strapi never needs this
 * script; run it again after changing a drawing:
 *
 *   node scripts/generate-images.mts            (from cms/; uses sharp from the repo's node_modules)
 *
 * Every key must have an entry (alt text, caption) in src/seed/content/media.ts; a test checks both.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '..', 'seed', 'images');

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

const BRAND = '#79e86b';
const LEAF = '#2f8f46';
const LEAF_DARK = '#1f6b3a';
const HUSK = '#7a4a2a';
const SHELL = '#5b3620';
const CREAM = '#fff8ec';

type Scene = { w: number; h: number; body: string; defs?: string };

/** Renders a scene at `width` pixels wide (default: its drawing size), keeping its proportions. */
const svg = ({ w, h, body, defs = '' }: Scene, width = w) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((h * width) / w)}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const at = (x: number, y: number, s: number, body: string, rotate = 0) =>
  `<g transform="translate(${x} ${y}) scale(${s})${rotate ? ` rotate(${rotate})` : ''}">${body}</g>`;
const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
const rect = (w: number, h: number, fill: string) => `<rect width="${w}" height="${h}" fill="${fill}"/>`;
const shadow = (x: number, y: number, rx: number, ry = rx * 0.16) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.12"/>`;

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A pseudo-random generator with a fixed seed, so the pictures are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Nature: leaves, palms, coconuts, landscapes
// ---------------------------------------------------------------------------------------------

const leaf = (color = LEAF, length = 60) =>
  `<path d="M0 0 Q${length * 0.45} ${-length * 0.32} ${length} 0 Q${length * 0.45} ${length * 0.32} 0 0Z" fill="${color}"/><path d="M0 0 L${length * 0.9} 0" stroke="${tint(color, -0.25)}" stroke-width="${length / 30}"/>`;

function palmFrond(length: number, color: string): string {
  let body = `<path d="M0 0 Q${length * 0.5} ${-length * 0.25} ${length} ${length * 0.2}" fill="none" stroke="${color}" stroke-width="${length / 22}" stroke-linecap="round"/>`;
  for (let i = 1; i <= 9; i++) {
    const t = i / 10;
    const x = length * t;
    const y = -length * 0.25 * 4 * t * (1 - t) * 0.5 + length * 0.2 * t * t;
    const size = length * 0.28 * (1 - t * 0.6);
    body += `<path d="M${x} ${y} l${size * 0.35} ${size}" stroke="${color}" stroke-width="${length / 40}" stroke-linecap="round"/>`;
    body += `<path d="M${x} ${y} l${size * 0.55} ${-size * 0.7}" stroke="${color}" stroke-width="${length / 40}" stroke-linecap="round"/>`;
  }
  return body;
}

function palm(x: number, baseY: number, height: number, lean: number, color = LEAF): string {
  const topX = x + lean;
  const topY = baseY - height;
  let body = `<path d="M${x} ${baseY} Q${x + lean * 0.2} ${baseY - height * 0.5} ${topX} ${topY}" fill="none" stroke="${HUSK}" stroke-width="${height / 14}" stroke-linecap="round"/>`;
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const px = x + (lean * 0.2 * 2 * t * (1 - t) + lean * t * t);
    const py = baseY - height * t;
    body += `<path d="M${px - height / 32} ${py} h${height / 16}" stroke="${SHELL}" stroke-width="${height / 90}" opacity="0.6"/>`;
  }
  const fronds = [-175, -145, -110, -70, -35, -5, 25];
  for (const [i, angle] of fronds.entries()) {
    body += at(topX, topY, 1, palmFrond(height * 0.55, i % 2 ? color : tint(color, -0.18)), angle);
  }
  for (const [dx, dy] of [
    [-10, 8],
    [8, 10],
    [0, 18],
  ]) {
    body += `<circle cx="${topX + (dx * height) / 300}" cy="${topY + (dy * height) / 300}" r="${height / 30}" fill="${tint(LEAF, -0.1)}" stroke="${LEAF_DARK}" stroke-width="1"/>`;
  }
  return body;
}

const sun = (x: number, y: number, r: number, color = '#ffd166') =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

const hills = (w: number, h: number, y: number, color: string, amplitude = 40) =>
  `<path d="M0 ${y} C${w * 0.2} ${y - amplitude} ${w * 0.35} ${y + amplitude * 0.4} ${w * 0.55} ${y - amplitude * 0.2} S${w * 0.85} ${y - amplitude} ${w} ${y - amplitude * 0.3} V${h} H0Z" fill="${color}"/>`;

/** A whole green tender coconut with a straw (local coordinates, about 120 wide). */
const tenderCoconut = () =>
  `<ellipse cx="0" cy="10" rx="55" ry="60" fill="#6abf4b"/><ellipse cx="-18" cy="-5" rx="14" ry="28" fill="#8fd46f" opacity="0.7"/><ellipse cx="0" cy="-42" rx="26" ry="10" fill="#f4f1de"/><rect x="4" y="-110" width="8" height="72" rx="4" fill="#ff6b6b" transform="rotate(12)"/>`;

/** A brown coconut cut in half, white flesh showing. */
const coconutHalf = () =>
  `<ellipse cx="0" cy="0" rx="60" ry="42" fill="${SHELL}"/><ellipse cx="0" cy="-4" rx="50" ry="32" fill="${CREAM}"/><ellipse cx="0" cy="-2" rx="36" ry="20" fill="#f2ead8"/>`;

/** A whole brown coconut with fibre strokes. */
function wholeCoconut(seed = 1): string {
  const rnd = random(seed);
  let body = `<circle r="50" fill="${HUSK}"/>`;
  for (let i = 0; i < 26; i++) {
    const a = rnd() * Math.PI * 2;
    const r = 10 + rnd() * 34;
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r;
    body += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(rnd() * 14 - 7).toFixed(1)} ${(rnd() * 8 + 4).toFixed(1)}" stroke="${SHELL}" stroke-width="2" stroke-linecap="round"/>`;
  }
  return `${body}<circle cx="-10" cy="-22" r="5" fill="${SHELL}"/><circle cx="6" cy="-24" r="5" fill="${SHELL}"/><circle cx="-2" cy="-12" r="5" fill="${SHELL}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Fruit (local coordinates centred on 0,0, about 100 units across)
// ---------------------------------------------------------------------------------------------

const fruit: Record<string, () => string> = {
  'tender-coconut': tenderCoconut,
  mango: () =>
    `<ellipse rx="42" ry="52" fill="#ffb627" transform="rotate(-25)"/><ellipse cx="14" cy="-6" rx="22" ry="34" fill="#ff8c1a" opacity="0.55" transform="rotate(-25)"/><ellipse cx="-12" cy="-16" rx="8" ry="16" fill="#fff" opacity="0.35" transform="rotate(-25)"/>${at(-12, -46, 0.7, leaf('#3fa34d', 60), -40)}`,
  strawberry: () => {
    let seeds = '';
    for (const [x, y] of [
      [-18, -8],
      [0, -12],
      [18, -8],
      [-10, 8],
      [10, 8],
      [0, 24],
      [-22, 14],
      [22, 14],
    ]) {
      seeds += `<ellipse cx="${x}" cy="${y}" rx="2.2" ry="3.5" fill="#ffe29a"/>`;
    }
    return `<path d="M0 50 C-48 22 -44 -30 0 -26 C44 -30 48 22 0 50Z" fill="#e63946"/>${seeds}<path d="M0 -26 l-22 -10 l14 -2 l-6 -14 l14 10 l10 -14 l2 16 l16 -4 l-12 12Z" fill="#2d9c4a"/>`;
  },
  butterscotch: () =>
    `<rect x="-46" y="-10" width="42" height="42" rx="8" fill="#e9a23b"/><rect x="4" y="-2" width="42" height="42" rx="8" fill="#d98e2b"/><rect x="-22" y="-48" width="42" height="42" rx="8" fill="#f2b84b"/><path d="M-22 -40 q10 14 20 0 q10 14 20 0" fill="none" stroke="#fff3d6" stroke-width="4" opacity="0.8"/><path d="M-46 0 q8 10 16 0" fill="none" stroke="#fff3d6" stroke-width="4" opacity="0.7"/>`,
  sapodilla: () =>
    `<ellipse cx="-18" cy="0" rx="38" ry="34" fill="#8b5a2b"/><ellipse cx="-26" cy="-12" rx="10" ry="7" fill="#a8743f"/><g transform="translate(30 8)"><ellipse rx="34" ry="30" fill="#8b5a2b"/><ellipse rx="29" ry="25" fill="#d8a26a"/><ellipse cx="-8" cy="0" rx="4" ry="8" fill="#2b1a0e" transform="rotate(30)"/><ellipse cx="8" cy="2" rx="4" ry="8" fill="#2b1a0e" transform="rotate(-30)"/></g>`,
  pomegranate: () => {
    let arils = '';
    const rnd = random(7);
    for (let i = 0; i < 20; i++) {
      arils += `<circle cx="${(rnd() * 44 - 22).toFixed(1)}" cy="${(rnd() * 40 - 14).toFixed(1)}" r="5" fill="#ff2e4d" stroke="#b5122b" stroke-width="1"/>`;
    }
    return `<circle r="46" fill="#b5122b"/><path d="M-12 -44 l4 -14 l8 8 l8 -8 l4 14Z" fill="#8a0f22"/><g transform="translate(0 6)"><ellipse rx="30" ry="28" fill="#f9d5c9"/>${arils}</g>`;
  },
  pineapple: () => {
    let pattern = '';
    for (let i = -3; i <= 3; i++) {
      pattern += `<path d="M${i * 14 - 30} -40 l60 90" stroke="#b77b12" stroke-width="2" opacity="0.6"/><path d="M${i * 14 + 30} -40 l-60 90" stroke="#b77b12" stroke-width="2" opacity="0.6"/>`;
    }
    return `<clipPath id="pineapple-body"><ellipse cx="0" cy="10" rx="34" ry="46"/></clipPath><ellipse cx="0" cy="10" rx="34" ry="46" fill="#f4b41a"/><g clip-path="url(#pineapple-body)">${pattern}</g>${[-30, -12, 0, 12, 30].map((a) => at(0, -34, 0.75, `<path d="M0 0 Q-8 -30 0 -60 Q8 -30 0 0Z" fill="#3d9b3f"/>`, a)).join('')}`;
  },
  jackfruit: () => {
    let dots = '';
    const rnd = random(11);
    for (let i = 0; i < 40; i++) {
      dots += `<circle cx="${(rnd() * 70 - 35).toFixed(1)}" cy="${(rnd() * 96 - 48).toFixed(1)}" r="2.4" fill="#6b7d1f" opacity="0.8"/>`;
    }
    return `<clipPath id="jack-body"><ellipse rx="40" ry="54"/></clipPath><ellipse rx="40" ry="54" fill="#a8b837"/><g clip-path="url(#jack-body)">${dots}</g><g transform="translate(40 30)"><ellipse rx="16" ry="10" fill="#ffcc33"/><ellipse cx="26" cy="-6" rx="16" ry="10" fill="#ffd54f"/></g>`;
  },
  dragonfruit: () =>
    `<ellipse rx="38" ry="48" fill="#e83e8c"/>${[
      [-34, -20, -50],
      [34, -10, 50],
      [-30, 22, -60],
      [30, 28, 60],
      [0, -48, 0],
      [-10, 44, 190],
    ]
      .map(([x, y, a]) => at(x, y, 1, `<path d="M0 0 Q6 -10 0 -22 Q-6 -10 0 0Z" fill="#7bc043"/>`, a))
      .join(
        '',
      )}<g transform="translate(42 24)"><ellipse rx="24" ry="30" fill="#e83e8c"/><ellipse rx="20" ry="26" fill="#fdf6f0"/>${[...Array(14)].map((_, i) => `<circle cx="${((i * 37) % 30) - 15}" cy="${((i * 53) % 40) - 20}" r="1.6" fill="#222"/>`).join('')}</g>`,
  avocado: () =>
    `<path d="M0 -52 C22 -52 20 -20 34 6 C48 34 28 56 0 56 C-28 56 -48 34 -34 6 C-20 -20 -22 -52 0 -52Z" fill="#3e6b1f"/><path d="M0 -44 C16 -44 14 -18 26 6 C38 30 22 48 0 48 C-22 48 -38 30 -26 6 C-14 -18 -16 -44 0 -44Z" fill="#c5e17a"/><circle cx="0" cy="18" r="18" fill="#8b5a2b"/><circle cx="-5" cy="12" r="5" fill="#a8743f"/>`,
  lychee: () =>
    `<circle cx="-20" cy="0" r="34" fill="#d7263d" stroke="#a51b2d" stroke-width="3" stroke-dasharray="3 5"/><g transform="translate(28 14)"><circle r="28" fill="#d7263d"/><circle r="23" fill="#fbf7f2"/><ellipse cx="-6" cy="-6" rx="8" ry="5" fill="#fff" opacity="0.8"/></g><path d="M-20 -34 q-4 -14 6 -22" stroke="#5b3a1e" stroke-width="3" fill="none"/>${at(-12, -54, 0.5, leaf('#3fa34d', 60), -20)}`,
  jamun: () =>
    `${[
      [-24, 6],
      [4, -12],
      [26, 14],
      [-2, 24],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="18" ry="24" fill="#3d1a5b" transform="rotate(${x / 2} ${x} ${y})"/><ellipse cx="${x - 6}" cy="${y - 8}" rx="4" ry="7" fill="#fff" opacity="0.35"/>`,
      )
      .join('')}${at(0, -40, 0.7, leaf('#3fa34d', 60), -30)}`,
  chocolate: () => {
    let squares = '';
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 2; c++)
        squares += `<rect x="${-36 + c * 38}" y="${-52 + r * 36}" width="32" height="30" rx="4" fill="#6b3e26" stroke="#4a2a18" stroke-width="2"/>`;
    return `<rect x="-42" y="-58" width="80" height="114" rx="8" fill="#4a2a18"/>${squares}<path d="M20 34 l28 6 l-6 22 l-26 -4Z" fill="#6b3e26"/><circle cx="-40" cy="44" r="9" fill="#f3e9dc"/><circle cx="-26" cy="54" r="7" fill="#f3e9dc"/>`;
  },
  sitafal: () => {
    let bumps = '';
    for (let r = -3; r <= 3; r++) {
      for (let c = -3; c <= 3; c++) {
        const x = c * 13 + (r % 2 ? 6 : 0);
        const y = r * 12;
        if (x * x + y * y < 1700) bumps += `<circle cx="${x}" cy="${y}" r="8" fill="#9acd63" stroke="#5f8f36" stroke-width="2"/>`;
      }
    }
    return `<circle r="46" fill="#7fb34d"/>${bumps}<g transform="translate(40 30)"><ellipse rx="20" ry="16" fill="#f8f3e6"/><ellipse cx="-5" rx="3" ry="6" fill="#222"/><ellipse cx="6" cy="3" rx="3" ry="6" fill="#222"/></g>`;
  },
  guava: () =>
    `<circle cx="-16" cy="0" r="40" fill="#9ccc65"/><ellipse cx="-26" cy="-14" rx="10" ry="16" fill="#c5e1a5" opacity="0.7"/><g transform="translate(30 12)"><circle r="32" fill="#9ccc65"/><circle r="27" fill="#ff8a80"/><circle r="14" fill="#ffab91"/>${[...Array(10)].map((_, i) => `<circle cx="${Math.cos(i * 0.63) * 9}" cy="${Math.sin(i * 0.63) * 9}" r="2" fill="#f5e6c8"/>`).join('')}</g>${at(-16, -40, 0.6, leaf('#3fa34d', 60), -60)}`,
  grapes: () => {
    let berries = '';
    const rows = [4, 3, 3, 2, 1];
    rows.forEach((count, r) => {
      for (let i = 0; i < count; i++) {
        const x = (i - (count - 1) / 2) * 22;
        const y = -28 + r * 19;
        berries += `<circle cx="${x}" cy="${y}" r="12" fill="#6a2c91"/><circle cx="${x - 4}" cy="${y - 4}" r="3" fill="#fff" opacity="0.4"/>`;
      }
    });
    return `<path d="M0 -40 q2 -12 10 -18" stroke="#6d4c41" stroke-width="4" fill="none"/>${at(6, -52, 0.6, leaf('#3fa34d', 60), -10)}${berries}`;
  },
};

// ---------------------------------------------------------------------------------------------
// Containers: bottle, glass, product packs
// ---------------------------------------------------------------------------------------------

/** A 300 ml kooler bottle, base centred at 0,0, about 130 wide and 360 tall. */
function bottle(liquid: string, id: string): string {
  const outline = 'M-45 0 Q-65 0 -65 -20 V-210 Q-65 -250 -30 -270 V-318 H30 V-270 Q65 -250 65 -210 V-20 Q65 0 45 0Z';
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath>
<path d="${outline}" fill="#ffffff" opacity="0.45"/>
<g clip-path="url(#${id})"><rect x="-70" y="-250" width="140" height="250" fill="${liquid}"/><rect x="-70" y="-250" width="140" height="14" fill="${tint(liquid, 0.25)}"/></g>
<path d="${outline}" fill="none" stroke="${tint(liquid, -0.35)}" stroke-width="3" opacity="0.5"/>
<rect x="-34" y="-352" width="68" height="38" rx="8" fill="${LEAF_DARK}"/><rect x="-34" y="-340" width="68" height="5" fill="${BRAND}"/>
<rect x="-66" y="-170" width="132" height="92" fill="${CREAM}"/><rect x="-66" y="-170" width="132" height="8" fill="${BRAND}"/>
${at(-18, -128, 0.55, leaf(LEAF, 60), -30)}<rect x="-40" y="-104" width="80" height="6" rx="3" fill="#c9c2b2"/><rect x="-28" y="-92" width="56" height="5" rx="2.5" fill="#ddd6c6"/>
<rect x="-52" y="-236" width="12" height="200" rx="6" fill="#fff" opacity="0.35"/>`;
}

/** A tall glass with a drink, garnish and straw, base at 0,0. */
function glass(liquid: string, garnish: string): string {
  const outline = 'M-70 -300 L-52 0 H52 L70 -300Z';
  return `<path d="${outline}" fill="#fff" opacity="0.5"/><path d="M-66 -250 L-52 0 H52 L66 -250Z" fill="${liquid}"/><path d="M-66 -250 H66" stroke="${tint(liquid, 0.3)}" stroke-width="6"/>
<rect x="10" y="-380" width="10" height="200" rx="5" fill="#ff6b6b" transform="rotate(10)"/>
${[...Array(5)].map((_, i) => `<rect x="${-40 + i * 18}" y="${-200 + (i % 2) * 40}" width="20" height="20" rx="4" fill="#fff" opacity="0.35" transform="rotate(${i * 13} ${-30 + i * 18} ${-190 + (i % 2) * 40})"/>`).join('')}
<path d="${outline}" fill="none" stroke="#9bb" stroke-width="3" opacity="0.6"/><rect x="-58" y="-280" width="10" height="250" rx="5" fill="#fff" opacity="0.4"/>${garnish}`;
}

const limeSlice = (x: number, y: number, color = '#9ccc3d') =>
  `<g transform="translate(${x} ${y})"><circle r="38" fill="${color}"/><circle r="32" fill="${tint(color, 0.5)}"/>${[...Array(8)].map((_, i) => `<path d="M0 0 L${Math.cos((i * Math.PI) / 4) * 30} ${Math.sin((i * Math.PI) / 4) * 30}" stroke="${color}" stroke-width="2"/>`).join('')}</g>`;
const mint = (x: number, y: number) => `${at(x, y, 0.7, leaf('#2e9d4f', 60), -50)}${at(x, y, 0.6, leaf('#43b35f', 60), -120)}`;

type PackKind = 'oil' | 'soap' | 'scrubber' | 'tin' | 'sack' | 'block' | 'jar' | 'balm' | 'mat' | 'pump' | 'pots';

/** A product pack, base centred at 0,0, about 300 units tall. */
function pack(kind: PackKind, color: string, accent: string): string {
  const label = (y: number, w: number, h: number) =>
    `<rect x="${-w / 2}" y="${y}" width="${w}" height="${h}" rx="6" fill="${CREAM}"/>${at(-w / 4, y + h / 2, 0.45, leaf(LEAF, 60), -30)}<rect x="${-w / 8}" y="${y + h / 2 - 8}" width="${w / 2.4}" height="6" rx="3" fill="#c9c2b2"/><rect x="${-w / 8}" y="${y + h / 2 + 4}" width="${w / 3.4}" height="5" rx="2.5" fill="#ddd6c6"/>`;
  switch (kind) {
    case 'oil':
      return `<path d="M-60 0 V-190 Q-60 -220 -22 -236 V-276 H22 V-236 Q60 -220 60 -190 V0Z" fill="${color}" opacity="0.92"/><rect x="-26" y="-306" width="52" height="34" rx="6" fill="${accent}"/>${label(-160, 110, 90)}<rect x="-48" y="-200" width="10" height="180" rx="5" fill="#fff" opacity="0.35"/>`;
    case 'pump':
      return `<rect x="-62" y="-230" width="124" height="230" rx="22" fill="${color}"/><rect x="-20" y="-262" width="40" height="34" fill="${accent}"/><rect x="-8" y="-300" width="16" height="40" fill="${accent}"/><rect x="-8" y="-300" width="54" height="14" rx="6" fill="${accent}"/>${label(-170, 110, 100)}<rect x="-50" y="-215" width="10" height="190" rx="5" fill="#fff" opacity="0.3"/>`;
    case 'soap':
      return `<rect x="-110" y="-80" width="220" height="80" rx="26" fill="${color}"/><ellipse cx="0" cy="-40" rx="34" ry="22" fill="none" stroke="${tint(color, 0.25)}" stroke-width="5"/><path d="M-110 -60 H110 V-24 H-110Z" fill="${accent}" opacity="0.9"/>${at(-20, -42, 0.4, leaf(LEAF, 60), -20)}`;
    case 'scrubber': {
      let fibres = '';
      const rnd = random(5);
      for (let i = 0; i < 70; i++) {
        const x = rnd() * 200 - 100;
        const y = -rnd() * 90 - 5;
        fibres += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(rnd() * 20 - 10).toFixed(1)} ${(rnd() * 10 - 5).toFixed(1)}" stroke="${tint(color, -0.3)}" stroke-width="2.5" stroke-linecap="round"/>`;
      }
      return `<ellipse cx="0" cy="-50" rx="110" ry="50" fill="${color}"/>${fibres}<path d="M-110 -50 Q0 -20 110 -50" stroke="${accent}" stroke-width="6" fill="none"/>`;
    }
    case 'tin':
      return `<path d="M-90 -100 V-20 A90 22 0 0 0 90 -20 V-100Z" fill="${color}"/><ellipse cx="0" cy="-100" rx="90" ry="22" fill="${accent}"/><ellipse cx="0" cy="-104" rx="60" ry="12" fill="${tint(accent, 0.2)}"/>${at(-10, -104, 0.5, leaf('#fff', 60), -10)}${label(-80, 120, 46)}`;
    case 'sack':
      return `<path d="M-100 0 Q-112 -120 -82 -230 H82 Q112 -120 100 0Z" fill="${color}"/><ellipse cx="0" cy="-230" rx="82" ry="18" fill="${accent}"/>${[...Array(12)].map((_, i) => `<circle cx="${-60 + i * 11}" cy="${-236 + ((i * 7) % 10)}" r="6" fill="${tint(accent, -0.2)}"/>`).join('')}${label(-150, 120, 80)}`;
    case 'block':
      return `<path d="M-120 -40 L-60 -110 H130 L70 -40Z" fill="${tint(color, 0.15)}"/><rect x="-120" y="-40" width="190" height="40" fill="${color}"/><path d="M70 -40 L130 -110 V-70 L70 0Z" fill="${tint(color, -0.2)}"/>${[...Array(30)].map((_, i) => `<circle cx="${-110 + ((i * 47) % 170)}" cy="${-34 + ((i * 13) % 28)}" r="2" fill="${tint(color, -0.35)}"/>`).join('')}<rect x="-60" y="-32" width="70" height="24" rx="4" fill="${accent}"/>`;
    case 'jar':
      return `<rect x="-80" y="-200" width="160" height="200" rx="24" fill="#fff" opacity="0.5"/><rect x="-74" y="-170" width="148" height="164" rx="20" fill="${color}"/><rect x="-86" y="-232" width="172" height="40" rx="10" fill="${accent}"/>${label(-130, 120, 70)}<rect x="-64" y="-160" width="10" height="140" rx="5" fill="#fff" opacity="0.3"/>`;
    case 'balm':
      return `<rect x="-30" y="-170" width="60" height="170" rx="12" fill="${color}"/><rect x="-30" y="-230" width="60" height="64" rx="12" fill="${accent}"/><rect x="-30" y="-110" width="60" height="50" fill="${CREAM}"/>${at(-8, -85, 0.35, leaf(LEAF, 60), -30)}<g transform="translate(90 0)"><rect x="-30" y="-150" width="60" height="150" rx="12" fill="${color}"/><rect x="-24" y="-196" width="48" height="50" rx="20" fill="#f6d6a8"/></g>`;
    case 'mat': {
      let stripes = '';
      for (let i = 0; i < 9; i++)
        stripes += `<path d="M${-150 + i * 36} -8 L${-110 + i * 36} -112" stroke="${tint(color, -0.25)}" stroke-width="6"/>`;
      return `<path d="M-170 0 L-120 -120 H170 L120 0Z" fill="${color}"/>${stripes}<path d="M-170 0 L-120 -120 H170 L120 0Z" fill="none" stroke="${accent}" stroke-width="12"/>`;
    }
    case 'pots':
      return [-110, 0, 110]
        .map(
          (x, i) =>
            `<g transform="translate(${x} 0)"><path d="M-44 -100 H44 L34 0 H-34Z" fill="${color}"/><path d="M-44 -100 H44" stroke="${tint(color, -0.3)}" stroke-width="8"/><path d="M0 -100 V${-150 - i * 14}" stroke="#3d8b37" stroke-width="5"/>${at(0, -130 - i * 10, 0.5, leaf('#4caf50', 60), -40)}${at(0, -140 - i * 12, 0.5, leaf('#66bb6a', 60), -140)}</g>`,
        )
        .join('');
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

const FLAVOURS: Record<string, string> = {
  'tender-coconut': '#eef3dc',
  mango: '#ffb627',
  strawberry: '#f28b9b',
  butterscotch: '#e5a64a',
  sapodilla: '#c8955f',
  pomegranate: '#d64563',
  pineapple: '#f6d55c',
  jackfruit: '#f4c542',
  dragonfruit: '#ee5fa6',
  avocado: '#b5d36b',
  lychee: '#f6d9dc',
  jamun: '#6b2d7b',
  chocolate: '#7b4a2e',
  sitafal: '#efe6cf',
  guava: '#f7a3a0',
  grapes: '#8e4aa6',
};

function koolerScene(flavour: string): Scene {
  const colour = FLAVOURS[flavour];
  const w = 640;
  const h = 800;
  const defs = radial('bg', tint(colour, 0.82), tint(colour, 0.55));
  const body = `${rect(w, h, 'url(#bg)')}<circle cx="520" cy="120" r="150" fill="#fff" opacity="0.25"/>
${at(40, 40, 1.3, leaf(LEAF, 60), 30)}${at(600, 60, 1.1, leaf('#3fa34d', 60), 150)}
<rect y="640" width="${w}" height="160" fill="${tint(colour, 0.35)}" opacity="0.5"/>
${shadow(235, 680, 110)}${at(235, 680, 1.45, bottle(colour, 'bottle'))}
${shadow(475, 705, 110)}${at(475, 610, 1.75, fruit[flavour]())}
${flavour === 'tender-coconut' ? '' : at(95, 715, 1.1, coconutHalf())}`;
  return { w, h, body, defs };
}

interface ProductArt {
  kind: PackKind;
  color: string;
  accent: string;
  /** Props of the second, flat-lay picture. */
  props: string;
}

const hibiscus = () =>
  [0, 72, 144, 216, 288].map((a) => at(0, 0, 1, `<ellipse cx="0" cy="-26" rx="18" ry="28" fill="#d7263d"/>`, a)).join('') +
  `<circle r="10" fill="#ffd166"/>`;
const neem = () => [-40, -10, 20].map((a, i) => at(i * 18, 0, 0.9, leaf('#4e8f2a', 70), a - 60)).join('');
const soapnuts = () =>
  [...Array(7)].map((_, i) => `<circle cx="${(i % 4) * 30}" cy="${Math.floor(i / 4) * 28}" r="14" fill="#a0522d"/>`).join('');
const sprout = () =>
  `<path d="M0 0 V-60" stroke="#3d8b37" stroke-width="6"/>${at(0, -50, 0.8, leaf('#4caf50', 60), -30)}${at(0, -56, 0.8, leaf('#66bb6a', 60), -150)}`;
const granules = (color: string) =>
  [...Array(18)]
    .map(
      (_, i) =>
        `<rect x="${(i * 37) % 120}" y="${(i * 23) % 50}" width="12" height="12" rx="3" fill="${color}" transform="rotate(${i * 20} ${(i * 37) % 120} ${(i * 23) % 50})"/>`,
    )
    .join('');
const paw = () =>
  `<ellipse cx="0" cy="20" rx="26" ry="22" fill="#6d4c41"/>${[
    [-28, -14],
    [-10, -28],
    [10, -28],
    [28, -14],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="13" fill="#6d4c41"/>`)
    .join('')}`;
const cowHead = () =>
  `<ellipse cx="0" cy="0" rx="50" ry="60" fill="#f5f5f5"/><ellipse cx="-20" cy="-20" rx="20" ry="16" fill="#444"/><ellipse cx="0" cy="40" rx="36" ry="24" fill="#f3c6c6"/><circle cx="-12" cy="40" r="5" fill="#555"/><circle cx="12" cy="40" r="5" fill="#555"/><circle cx="-20" cy="-6" r="6" fill="#222"/><circle cx="20" cy="-6" r="6" fill="#222"/><path d="M-44 -44 q-30 -20 -40 -4 M44 -44 q30 -20 40 -4" stroke="#cfa" stroke-width="0"/><path d="M-40 -50 q-18 -30 -4 -40 M40 -50 q18 -30 4 -40" stroke="#d8c3a5" stroke-width="10" fill="none" stroke-linecap="round"/><ellipse cx="-58" cy="-20" rx="22" ry="10" fill="#e8e8e8" transform="rotate(-20 -58 -20)"/><ellipse cx="58" cy="-20" rx="22" ry="10" fill="#e8e8e8" transform="rotate(20 58 -20)"/>`;
const worm = () => `<path d="M0 0 q20 -20 40 0 t40 0 t40 0" stroke="#d9826b" stroke-width="10" fill="none" stroke-linecap="round"/>`;

const PRODUCTS: Record<string, ProductArt> = {
  'virgin-coconut-oil': { kind: 'oil', color: '#f3e7b3', accent: LEAF_DARK, props: at(0, 0, 1, coconutHalf()) },
  'coconut-shell-charcoal-soap': {
    kind: 'soap',
    color: '#2f2f2f',
    accent: '#c9a66b',
    props: at(0, 0, 0.9, coconutHalf()) + at(120, 10, 0.5, wholeCoconut(3)),
  },
  'coir-dish-scrubber': { kind: 'scrubber', color: '#a0703c', accent: '#6d4c2a', props: at(0, 0, 1, wholeCoconut(4)) },
  'neem-coconut-cattle-balm': {
    kind: 'tin',
    color: '#2f6b3a',
    accent: '#8bc34a',
    props: at(-30, 0, 1, neem()) + at(120, -10, 0.6, cowHead()),
  },
  vermicompost: { kind: 'sack', color: '#c2a27a', accent: '#4e342e', props: at(-40, 0, 1, worm()) + at(120, 20, 1, sprout()) },
  'coco-peat-block': { kind: 'block', color: '#8d5a34', accent: CREAM, props: at(0, 20, 1.2, sprout()) + at(80, 20, 1, sprout()) },
  'hibiscus-coconut-hair-oil': {
    kind: 'oil',
    color: '#e9c46a',
    accent: '#b5122b',
    props: at(0, 0, 1, hibiscus()) + at(100, 20, 0.8, leaf('#4e8f2a', 70)),
  },
  'coconut-jaggery': {
    kind: 'jar',
    color: '#b5763a',
    accent: '#6d4c2a',
    props: at(-40, 0, 1, granules('#b5763a')) + at(120, 10, 0.7, coconutHalf()),
  },
  'activated-charcoal-powder': {
    kind: 'jar',
    color: '#1f1f1f',
    accent: LEAF_DARK,
    props: at(-40, 0, 1, granules('#222')) + at(120, 10, 0.7, coconutHalf()),
  },
  'coconut-lip-balm': { kind: 'balm', color: '#f1e3c8', accent: LEAF, props: at(0, 0, 0.8, coconutHalf()) + at(110, -10, 0.6, hibiscus()) },
  'coir-doormat': { kind: 'mat', color: '#b07d48', accent: '#5b3a1e', props: at(0, 0, 1, wholeCoconut(6)) },
  'pet-paw-and-coat-oil': { kind: 'oil', color: '#f6e7b0', accent: '#ef6c00', props: at(0, 0, 1, paw()) + at(110, 0, 0.8, neem()) },
  'soapnut-dishwash-liquid': {
    kind: 'pump',
    color: '#cde7b0',
    accent: LEAF_DARK,
    props: at(-40, 0, 1, soapnuts()) + at(120, 20, 0.6, limeSlice(0, 0)),
  },
  'coir-grow-pots': {
    kind: 'pots',
    color: '#a0703c',
    accent: '#5b3a1e',
    props: at(0, 20, 1, sprout()) + at(100, 20, 0.5, wholeCoconut(8)),
  },
};

function productScene(slug: string, variant: 1 | 2): Scene {
  const art = PRODUCTS[slug];
  const w = 800;
  const h = 800;
  if (variant === 1) {
    const defs = radial('bg', '#ffffff', tint(art.color === '#1f1f1f' || art.color === '#2f2f2f' ? '#9e9e9e' : art.color, 0.6));
    return {
      w,
      h,
      defs,
      body: `${rect(w, h, 'url(#bg)')}${shadow(400, 660, 210)}${at(400, 660, 1.95, pack(art.kind, art.color, art.accent))}`,
    };
  }
  const defs = linear('table', '#e9dcc3', '#d9c5a0');
  const body = `${rect(w, h, 'url(#table)')}${[...Array(8)].map((_, i) => `<path d="M0 ${90 + i * 100} H${w}" stroke="#cdb68d" stroke-width="3" opacity="0.6"/>`).join('')}
${at(90, 110, 1.6, leaf(LEAF, 60), 20)}${at(720, 700, 1.8, leaf('#3fa34d', 60), 200)}
${shadow(290, 620, 160)}${at(290, 620, 1.4, pack(art.kind, art.color, art.accent))}${at(525, 600, 1.45, art.props)}`;
  return { w, h, body, defs };
}

const DIET: Record<string, { liquid: string; garnish: string }> = {
  'cucumber-mint-cooler': { liquid: '#c8e6a0', garnish: `${limeSlice(-40, -300, '#7cb342')}${mint(40, -310)}` },
  'chia-lime-coconut-water': {
    liquid: '#eef5e0',
    garnish: `${limeSlice(50, -300)}${[...Array(30)].map((_, i) => `<circle cx="${-44 + ((i * 29) % 90)}" cy="${-220 + ((i * 41) % 200)}" r="3" fill="#333" opacity="0.7"/>`).join('')}`,
  },
  'beetroot-amla-tonic': {
    liquid: '#a4133c',
    garnish: `<circle cx="-40" cy="-300" r="26" fill="#c5e17a"/><circle cx="-40" cy="-300" r="20" fill="#dcedc8"/>${mint(40, -310)}`,
  },
  'ginger-lemon-coconut-water': {
    liquid: '#f4efc2',
    garnish: `${limeSlice(-40, -300, '#fdd835')}<path d="M30 -330 q20 -20 40 0 q10 20 -10 30 q-30 10 -30 -30Z" fill="#d7b377"/>`,
  },
  'turmeric-golden-cooler': {
    liquid: '#f2b705',
    garnish: `<rect x="20" y="-330" width="16" height="60" rx="8" fill="#8d5524" transform="rotate(30 28 -300)"/>${mint(-40, -310)}`,
  },
  'coconut-chaas': {
    liquid: '#f4f6ee',
    garnish: `${mint(-20, -310)}<circle cx="30" cy="-262" r="5" fill="#8d6e63"/><circle cx="44" cy="-258" r="4" fill="#8d6e63"/>`,
  },
};

function dietScene(slug: string): Scene {
  const { liquid, garnish } = DIET[slug];
  const defs = radial('bg', '#ffffff', tint(liquid === '#f4f6ee' ? '#a5d6a7' : liquid, 0.55));
  return {
    w: 640,
    h: 800,
    defs,
    body: `${rect(640, 800, 'url(#bg)')}<rect y="620" width="640" height="180" fill="#fff" opacity="0.35"/>${shadow(300, 690, 100)}${at(300, 690, 1.35, glass(liquid, garnish))}${at(510, 660, 0.9, tenderCoconut())}`,
  };
}

/** Fills the picture with the `sky` gradient of skyDefs(). */
const sky = (w: number, h: number) => rect(w, h, 'url(#sky)');
const skyDefs = (top = '#bfe9ff', bottom = '#fef6e4') => linear('sky', top, bottom);

function grove(w: number, h: number, seed: number, sunset = false): Scene {
  const rnd = random(seed);
  let palms = '';
  for (let i = 0; i < 6; i++) {
    const x = (w / 6) * i + rnd() * 60 + 40;
    palms += palm(x, h * 0.82 + rnd() * 20, h * (0.36 + rnd() * 0.2), (rnd() - 0.5) * 120, sunset ? '#2e5e3a' : LEAF);
  }
  return {
    w,
    h,
    defs: sunset ? skyDefs('#ff9a5a', '#ffe0a3') : skyDefs(),
    body: `${sky(w, h)}${sun(w * 0.78, h * (sunset ? 0.55 : 0.2), h * 0.08, sunset ? '#ffdd80' : '#ffd166')}${hills(w, h, h * 0.72, sunset ? '#6d8a4f' : '#a5d6a7', h * 0.06)}${palms}${hills(w, h, h * 0.86, sunset ? '#4c6b35' : '#66bb6a', h * 0.03)}`,
  };
}

function fieldRows(w: number, h: number): string {
  let rows = '';
  for (let i = 0; i < 8; i++) {
    rows += `<path d="M${w / 2} ${h * 0.78} L${(w / 7) * i - w * 0.1} ${h}" stroke="#5a8f3a" stroke-width="${6 + i}" opacity="0.5"/>`;
  }
  return rows;
}

function heroFarming(): Scene {
  const w = 1600;
  const h = 900;
  const scene = grove(w, h, 21);
  return { ...scene, body: `${scene.body}${fieldRows(w, h)}` };
}

function heroProducts(): Scene {
  const w = 1600;
  const h = 900;
  const defs = linear('wall', '#f1f8e9', '#dcedc8');
  const shelves = [360, 680]
    .map(
      (y) =>
        `<rect x="140" y="${y}" width="1320" height="22" rx="6" fill="#a0703c"/><rect x="140" y="${y + 22}" width="1320" height="10" fill="#7a5230"/>`,
    )
    .join('');
  const top = (
    ['virgin-coconut-oil', 'hibiscus-coconut-hair-oil', 'coconut-jaggery', 'neem-coconut-cattle-balm', 'soapnut-dishwash-liquid'] as const
  )
    .map((slug, i) => at(280 + i * 260, 360, 0.85, pack(PRODUCTS[slug].kind, PRODUCTS[slug].color, PRODUCTS[slug].accent)))
    .join('');
  const bottom = (['coconut-shell-charcoal-soap', 'coir-dish-scrubber', 'coco-peat-block', 'coir-grow-pots'] as const)
    .map((slug, i) => at(300 + i * 340, 680, 0.9, pack(PRODUCTS[slug].kind, PRODUCTS[slug].color, PRODUCTS[slug].accent)))
    .join('');
  return {
    w,
    h,
    defs,
    body: `${rect(w, h, 'url(#wall)')}${at(80, 90, 2.4, leaf(LEAF, 60), 30)}${at(1530, 120, 2.2, leaf('#3fa34d', 60), 150)}${shelves}${top}${bottom}`,
  };
}

function koolerRow(w: number, flavours: string[], baseY: number, scale: number): string {
  const step = w / (flavours.length + 1);
  return flavours
    .map(
      (f, i) =>
        `${shadow(step * (i + 1), baseY, 90 * scale)}${at(step * (i + 1), baseY, scale, bottle(FLAVOURS[f], `b${i}`))}${at(step * (i + 1) + 60 * scale, baseY - 10, scale * 0.6, fruit[f]())}`,
    )
    .join('');
}

function heroKoolers(): Scene {
  const w = 1600;
  const h = 900;
  const defs = linear('bg', '#fff3e0', '#ffe0b2');
  return {
    w,
    h,
    defs,
    body: `${rect(w, h, 'url(#bg)')}<circle cx="800" cy="420" r="380" fill="#fff" opacity="0.4"/><rect y="760" width="${w}" height="140" fill="#f6d7a7"/>${koolerRow(w, ['mango', 'strawberry', 'tender-coconut', 'dragonfruit', 'jamun', 'pineapple'], 790, 1.45)}`,
  };
}

function memberCard(): string {
  return `<rect x="-300" y="-180" width="600" height="360" rx="36" fill="url(#gold)"/><rect x="-300" y="-80" width="600" height="50" fill="#000" opacity="0.12"/>${at(-200, 90, 0.9, coconutHalf())}<circle cx="210" cy="100" r="46" fill="#fff" opacity="0.3"/><circle cx="150" cy="100" r="46" fill="#fff" opacity="0.2"/>${at(150, -130, 0.9, leaf(LEAF_DARK, 60), -10)}`;
}

function heroClub(): Scene {
  const w = 1600;
  const h = 900;
  const rnd = random(99);
  let confetti = '';
  for (let i = 0; i < 60; i++) {
    confetti += `<rect x="${(rnd() * w).toFixed(0)}" y="${(rnd() * h).toFixed(0)}" width="14" height="8" rx="3" fill="${['#ffd166', BRAND, '#ff8fab', '#fff'][i % 4]}" transform="rotate(${(rnd() * 180).toFixed(0)} ${(rnd() * w).toFixed(0)} ${(rnd() * h).toFixed(0)})"/>`;
  }
  const defs = `${linear('bg', '#1f6b3a', '#124226')}${linear('gold', '#ffe08a', '#d4a017', false)}`;
  return {
    w,
    h,
    defs,
    body: `${rect(w, h, 'url(#bg)')}${confetti}${at(800, 430, 1.3, memberCard(), -6)}${at(1320, 800, 1.2, bottle(FLAVOURS.mango, 'b1'))}${at(300, 800, 1.1, tenderCoconut())}`,
  };
}

function person(skin: string, hair: string, clothes: string, kind: 'woman' | 'man'): string {
  const hairBack =
    kind === 'woman' ? `<path d="M-95 -40 Q-110 120 -60 170 H60 Q110 120 95 -40 Q80 -150 0 -150 Q-80 -150 -95 -40Z" fill="${hair}"/>` : '';
  const hairTop =
    kind === 'woman'
      ? `<path d="M-86 -40 Q-80 -140 0 -140 Q80 -140 86 -40 Q40 -110 -86 -40Z" fill="${hair}"/>`
      : `<path d="M-80 -50 Q-84 -130 0 -128 Q84 -130 80 -50 Q70 -90 0 -96 Q-70 -90 -80 -50Z" fill="${hair}"/>`;
  const glasses =
    kind === 'man'
      ? `<circle cx="-32" cy="-20" r="22" fill="none" stroke="#333" stroke-width="5"/><circle cx="32" cy="-20" r="22" fill="none" stroke="#333" stroke-width="5"/><path d="M-10 -20 H10" stroke="#333" stroke-width="5"/>`
      : '';
  const moustache = kind === 'man' ? `<path d="M-26 34 Q0 20 26 34 Q0 40 -26 34Z" fill="${hair}"/>` : '';
  return `${hairBack}<path d="M-190 300 Q-180 150 -60 130 H60 Q180 150 190 300Z" fill="${clothes}"/><path d="M-40 100 H40 V150 Q0 175 -40 150Z" fill="${tint(skin, -0.1)}"/><ellipse cx="0" cy="0" rx="86" ry="110" fill="${skin}"/>${hairTop}<ellipse cx="-32" cy="-18" rx="8" ry="10" fill="#2b1a0e"/><ellipse cx="32" cy="-18" rx="8" ry="10" fill="#2b1a0e"/>${glasses}<path d="M-6 10 Q0 30 8 12" stroke="${tint(skin, -0.3)}" stroke-width="4" fill="none"/>${moustache}<path d="M-26 52 Q0 72 26 52" stroke="#8d3b2e" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="-58" cy="28" rx="14" ry="8" fill="#e57373" opacity="0.25"/><ellipse cx="58" cy="28" rx="14" ry="8" fill="#e57373" opacity="0.25"/>`;
}

const portrait = (bg: string, body: string): Scene => ({
  w: 600,
  h: 600,
  defs: radial('bg', tint(bg, 0.5), bg),
  body: `${rect(600, 600, 'url(#bg)')}${at(80, 90, 1.6, leaf(LEAF, 60), 30)}${at(520, 110, 1.4, leaf('#3fa34d', 60), 150)}${at(300, 320, 1.05, body)}`,
});

function scooter(): string {
  return `<circle cx="-120" cy="0" r="46" fill="#333"/><circle cx="-120" cy="0" r="20" fill="#aaa"/><circle cx="130" cy="0" r="46" fill="#333"/><circle cx="130" cy="0" r="20" fill="#aaa"/><path d="M-170 -40 Q-150 -110 -40 -100 H60 L110 -40 Q150 -60 170 -30 L120 0 H-80Z" fill="${BRAND}"/><path d="M110 -40 L90 -170 H60" stroke="#444" stroke-width="10" fill="none"/><rect x="-170" y="-230" width="150" height="120" rx="14" fill="${LEAF_DARK}"/>${at(-95, -170, 0.6, leaf('#fff', 60), -20)}`;
}

function city(w: number, y: number): string {
  const rnd = random(42);
  let out = '';
  for (let x = 0; x < w; x += 110) {
    const bh = 120 + rnd() * 220;
    out += `<rect x="${x}" y="${y - bh}" width="96" height="${bh}" fill="${['#cfd8dc', '#b0bec5', '#d7ccc8'][Math.floor(rnd() * 3)]}"/>`;
    for (let wy = y - bh + 20; wy < y - 20; wy += 36)
      out += `<rect x="${x + 16}" y="${wy}" width="20" height="16" fill="#fff" opacity="0.7"/><rect x="${x + 58}" y="${wy}" width="20" height="16" fill="#fff" opacity="0.7"/>`;
  }
  return out;
}

function deliveryScene(w: number, h: number): Scene {
  return {
    w,
    h,
    defs: skyDefs('#cfefff', '#fff8ec'),
    body: `${sky(w, h)}${city(w, h * 0.72)}<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#9e9e9e"/><path d="M0 ${h * 0.86} H${w}" stroke="#fff" stroke-width="8" stroke-dasharray="60 40"/>${palm(w * 0.9, h * 0.74, h * 0.5, -40)}${at(w * 0.45, h * 0.86, h / 700, scooter())}`,
  };
}

function kitchenScene(w: number, h: number): Scene {
  const defs = linear('wall', '#fffdf6', '#f1e9d8');
  const tiles = [...Array(Math.ceil(w / 80))]
    .map((_, i) => `<path d="M${i * 80} 0 V${h * 0.62}" stroke="#e6dcc6" stroke-width="2"/>`)
    .join('');
  return {
    w,
    h,
    defs,
    body: `${rect(w, h, 'url(#wall)')}${tiles}<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#8d6e63"/><rect y="${h * 0.62}" width="${w}" height="24" fill="#6d4c41"/>${[0, 1, 2, 3].map((i) => at(w * 0.14 + i * 120, h * 0.62, 0.9, wholeCoconut(i + 10))).join('')}<g transform="translate(${w * 0.45} 0)">${koolerRow(w * 0.55, ['mango', 'guava', 'jamun'], h * 0.62, 0.9)}</g>${at(w * 0.2, h * 0.52, 1.2, coconutHalf())}`,
  };
}

function basket(): string {
  return `<path d="M-160 -60 H160 L130 80 H-130Z" fill="#b07d48"/>${[...Array(6)].map((_, i) => `<path d="M-150 ${-40 + i * 22} H150" stroke="#8a5a30" stroke-width="5"/>`).join('')}${[-100, -30, 40, 110].map((x, i) => at(x, -80, 0.9, wholeCoconut(i + 20))).join('')}${at(0, -120, 0.8, tenderCoconut())}`;
}

function compostScene(w: number, h: number): Scene {
  return {
    w,
    h,
    defs: skyDefs('#e8f5e9', '#fff8ec'),
    body: `${sky(w, h)}${hills(w, h, h * 0.7, '#a5d6a7', 30)}<path d="M${w * 0.15} ${h * 0.85} Q${w * 0.45} ${h * 0.3} ${w * 0.8} ${h * 0.85}Z" fill="#4e342e"/>${[...Array(40)].map((_, i) => `<circle cx="${w * 0.2 + ((i * 53) % (w * 0.55))}" cy="${h * 0.6 + ((i * 31) % (h * 0.22))}" r="5" fill="#6d4c41"/>`).join('')}${at(w * 0.3, h * 0.78, 1.4, worm())}${at(w * 0.62, h * 0.55, 1.6, sprout())}${at(w * 0.48, h * 0.45, 1.4, sprout())}<rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#795548"/>`,
  };
}

function cattleScene(w: number, h: number): Scene {
  const cow = `<ellipse cx="0" cy="0" rx="150" ry="80" fill="#f5f5f5"/><ellipse cx="-50" cy="-20" rx="50" ry="34" fill="#444"/><ellipse cx="60" cy="20" rx="40" ry="26" fill="#444"/>${[-110, -60, 70, 120].map((x) => `<rect x="${x - 12}" y="40" width="24" height="90" rx="8" fill="#eee"/>`).join('')}<path d="M150 -10 q40 30 20 80" stroke="#ccc" stroke-width="8" fill="none"/>${at(-170, -50, 0.9, cowHead())}`;
  return {
    w,
    h,
    defs: skyDefs(),
    body: `${sky(w, h)}${hills(w, h, h * 0.62, '#a5d6a7', 30)}${palm(w * 0.85, h * 0.7, h * 0.55, -50)}${palm(w * 0.1, h * 0.7, h * 0.45, 40)}<rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="#81c784"/>${at(w * 0.5, h * 0.68, h / 900, cow)}`,
  };
}

function coirScene(w: number, h: number): Scene {
  const coil = (x: number, y: number, r: number) =>
    [...Array(5)]
      .map(
        (_, i) =>
          `<circle cx="${x}" cy="${y}" r="${r - i * (r / 6)}" fill="none" stroke="${i % 2 ? '#a0703c' : '#8a5a30'}" stroke-width="${r / 7}"/>`,
      )
      .join('');
  return {
    w,
    h,
    defs: linear('bg', '#f3e5cf', '#e2cba6'),
    body: `${rect(w, h, 'url(#bg)')}${coil(w * 0.3, h * 0.55, h * 0.25)}${coil(w * 0.62, h * 0.62, h * 0.18)}${at(w * 0.82, h * 0.4, 1, wholeCoconut(31))}${at(w * 0.82, h * 0.75, 0.9, pack('scrubber', '#a0703c', '#6d4c2a'))}`,
  };
}

function nurseryScene(w: number, h: number): Scene {
  let pots = '';
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 5; c++)
      pots += at(w * 0.12 + c * w * 0.19, h * 0.62 + r * h * 0.22, 0.5 + r * 0.12, pack('pots', '#a0703c', '#5b3a1e'));
  return {
    w,
    h,
    defs: skyDefs('#e3f2fd', '#f1f8e9'),
    body: `${sky(w, h)}<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#c5a27a"/>${pots}`,
  };
}

function harvestScene(w: number, h: number): Scene {
  return {
    w,
    h,
    defs: skyDefs('#bfe9ff', '#fffde7'),
    body: `${sky(w, h)}${palm(w * 0.2, h * 0.85, h * 0.75, 30)}${palm(w * 0.85, h * 0.85, h * 0.7, -30)}<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#8bc34a"/>${at(w * 0.52, h * 0.8, h / 600, basket())}`,
  };
}

function seedlingScene(w: number, h: number): Scene {
  const hands = `<path d="M-200 60 Q-120 -20 0 40 Q120 -20 200 60 Q150 140 0 130 Q-150 140 -200 60Z" fill="#c68642"/><path d="M-120 40 Q0 -40 120 40 Q0 90 -120 40Z" fill="#5d4037"/>`;
  return {
    w,
    h,
    defs: radial('bg', '#f1f8e9', '#c5e1a5'),
    body: `${rect(w, h, 'url(#bg)')}${at(w / 2, h * 0.62, w / 700, `${hands}${at(0, 20, 2.2, sprout())}`)}${[...Array(3)].map((_, i) => `<path d="M${w * 0.3 + i * 50} ${h * 0.2 + i * 30} q10 20 0 28 q-10 -8 0 -28Z" fill="#4fc3f7"/>`).join('')}`,
  };
}

function articleCover(topic: 'preservatives' | 'endocrine' | 'nitric' | 'recovery'): Scene {
  const w = 1200;
  const h = 675;
  switch (topic) {
    case 'preservatives':
      return {
        w,
        h,
        defs: linear('bg', '#fff3e0', '#ffe0b2'),
        body: `${rect(w, h, 'url(#bg)')}${at(420, 600, 1.4, bottle(FLAVOURS.mango, 'b1'))}<g transform="translate(700 300)"><circle r="120" fill="#fff" opacity="0.6" stroke="${LEAF_DARK}" stroke-width="18"/><rect x="80" y="80" width="140" height="36" rx="18" fill="${LEAF_DARK}" transform="rotate(45 80 80)"/>${[0, 1, 2].map((i) => `<rect x="-70" y="${-50 + i * 36}" width="${140 - i * 30}" height="18" rx="9" fill="${['#ef5350', '#ffa726', '#bdbdbd'][i]}"/>`).join('')}</g>${at(980, 560, 1.1, fruit.mango())}${at(180, 560, 0.9, coconutHalf())}`,
      };
    case 'endocrine':
      return {
        w,
        h,
        defs: linear('bg', '#e0f7fa', '#b2ebf2'),
        body: `${rect(w, h, 'url(#bg)')}<g transform="translate(330 560)"><path d="M-60 0 V-220 Q-60 -260 -20 -270 V-310 H20 V-270 Q60 -260 60 -220 V0Z" fill="#e0e0e0" stroke="#9e9e9e" stroke-width="4"/><path d="M-110 -320 L110 20 M110 -320 L-110 20" stroke="#e53935" stroke-width="18" stroke-linecap="round"/></g>${at(820, 600, 1.4, bottle(FLAVOURS['tender-coconut'], 'b2'))}${[0, 60, 120, 180, 240, 300].map((a) => `<g transform="translate(600 170) rotate(${a}) translate(70 0)"><polygon points="0,-26 22,-13 22,13 0,26 -22,13 -22,-13" fill="none" stroke="${LEAF_DARK}" stroke-width="5"/></g>`).join('')}`,
      };
    case 'nitric':
      return {
        w,
        h,
        defs: linear('bg', '#e8f5e9', '#c8e6c9'),
        body: `${rect(w, h, 'url(#bg)')}<path d="M520 620 Q500 480 540 420 Q520 380 530 330 Q470 300 500 260 Q520 220 520 180 Q520 60 660 50 Q820 40 840 220 Q850 380 760 460 L770 620Z" fill="#c68642"/><path d="M520 180 Q440 230 470 260 Q500 270 500 260" fill="#b0733a"/>${[0, 1, 2].map((i) => `<path d="M${440 - i * 60} ${250 + i * 10} q-60 ${-30 + i * 20} -120 0" stroke="#4fc3f7" stroke-width="10" fill="none" stroke-linecap="round" opacity="${0.9 - i * 0.2}"/>`).join('')}${[...Array(8)].map((_, i) => `<g transform="translate(${180 + (i % 4) * 60} ${140 + Math.floor(i / 4) * 260})"><circle cx="-10" r="14" fill="#42a5f5"/><circle cx="12" r="14" fill="#ef5350"/></g>`).join('')}${palm(1130, 660, 360, -40)}`,
      };
    case 'recovery':
      return {
        w,
        h,
        defs: linear('bg', '#fff8e1', '#ffecb3'),
        body: `${rect(w, h, 'url(#bg)')}<rect y="470" width="${w}" height="205" fill="#e57373"/>${[0, 1, 2].map((i) => `<path d="M0 ${520 + i * 50} H${w}" stroke="#fff" stroke-width="5"/>`).join('')}${at(380, 470, 1.9, tenderCoconut())}<g transform="translate(800 290)"><circle r="150" fill="#fff" stroke="${LEAF_DARK}" stroke-width="16"/><rect x="-20" y="-186" width="40" height="30" rx="6" fill="${LEAF_DARK}"/><path d="M0 0 L0 -110" stroke="#333" stroke-width="10" stroke-linecap="round"/><path d="M0 0 L95 55" stroke="${BRAND}" stroke-width="10" stroke-linecap="round"/><path d="M0 -130 A130 130 0 0 1 112 65" stroke="${BRAND}" stroke-width="14" fill="none" opacity="0.6"/><circle r="12" fill="#333"/></g>`,
      };
  }
}

function logo(): Scene {
  return {
    w: 512,
    h: 512,
    defs: radial('bg', '#8ff07f', '#4fbf45'),
    body: `<circle cx="256" cy="256" r="250" fill="url(#bg)"/><circle cx="256" cy="256" r="214" fill="none" stroke="#fff" stroke-width="10" opacity="0.7"/>${at(256, 300, 2, tenderCoconut())}${at(300, 120, 1.5, leaf(LEAF_DARK, 60), -50)}`,
  };
}

function aboutScene(): Scene {
  return {
    w: 900,
    h: 900,
    defs: radial('bg', '#ffffff', '#c8f2c0'),
    body: `${rect(900, 900, 'url(#bg)')}<circle cx="450" cy="430" r="330" fill="${BRAND}" opacity="0.25"/>${at(380, 760, 1.6, bottle(FLAVOURS.guava, 'b1'))}${at(600, 760, 1.2, pack('oil', '#f3e7b3', LEAF_DARK))}${at(200, 760, 1.1, coconutHalf())}${at(700, 180, 2, leaf(LEAF, 60), 140)}${at(150, 160, 1.8, leaf('#3fa34d', 60), 30)}`,
  };
}

function teamScene(): Scene {
  const w = 1200;
  const h = 800;
  return {
    w,
    h,
    defs: skyDefs('#dff5d8', '#fffaf0'),
    body: `${sky(w, h)}${palm(120, 760, 600, 50)}${palm(1080, 760, 560, -60)}${at(380, 460, 0.9, person('#c68642', '#1b1b1b', '#2f8f46', 'woman'))}${at(820, 470, 0.9, person('#a86b3c', '#222', '#f5f5f5', 'man'))}${at(600, 520, 1, person('#8d5524', '#2b1a0e', '#ffb627', 'man'))}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The catalogue of pictures: key -> scene
// ---------------------------------------------------------------------------------------------

const scenes: Record<string, () => Scene> = {};
for (const flavour of Object.keys(FLAVOURS)) scenes[`kooler-${flavour}`] = () => koolerScene(flavour);
for (const slug of Object.keys(PRODUCTS)) {
  scenes[`product-${slug}-1`] = () => productScene(slug, 1);
  scenes[`product-${slug}-2`] = () => productScene(slug, 2);
}
for (const slug of Object.keys(DIET)) scenes[`diet-${slug}`] = () => dietScene(slug);
Object.assign(scenes, {
  'hero-farming': heroFarming,
  'hero-products': heroProducts,
  'hero-koolers': heroKoolers,
  'hero-coco-club': heroClub,
  'article-preservatives': () => articleCover('preservatives'),
  'article-endocrine-disruptors': () => articleCover('endocrine'),
  'article-nitric-oxide': () => articleCover('nitric'),
  'article-coconut-water-recovery': () => articleCover('recovery'),
  'mission-grove': () => grove(900, 900, 3),
  'mission-seedling': () => seedlingScene(900, 900),
  'mission-harvest': () => harvestScene(900, 900),
  'about-us': aboutScene,
  'people-director': () => portrait('#b9f0b0', person('#c68642', '#1b1b1b', '#2f8f46', 'woman')),
  'people-chairman': () => portrait('#ffe3a3', person('#a86b3c', '#d9d9d9', '#f5f5f5', 'man')),
  'about-company-roots': () => grove(1200, 800, 8),
  'about-company-kitchen': () => kitchenScene(1200, 800),
  'about-company-delivery': () => deliveryScene(1200, 800),
  'farm-palm-grove': () => grove(800, 600, 12),
  'farm-harvest': () => harvestScene(800, 600),
  'farm-coir': () => coirScene(800, 600),
  'farm-compost': () => compostScene(800, 600),
  'farm-cattle': () => cattleScene(800, 600),
  'farm-nursery': () => nurseryScene(800, 600),
  'gallery-palm-sunset': () => grove(600, 600, 5, true),
  'gallery-kooler-row': () => ({
    w: 600,
    h: 600,
    defs: linear('bg', '#fff3e0', '#ffe0b2'),
    body: `${rect(600, 600, 'url(#bg)')}${koolerRow(600, ['strawberry', 'avocado', 'grapes'], 540, 0.9)}`,
  }),
  'gallery-coconut-halves': () => ({
    w: 600,
    h: 600,
    defs: linear('bg', '#e9dcc3', '#d9c5a0'),
    body: `${rect(600, 600, 'url(#bg)')}${at(200, 220, 1.5, coconutHalf())}${at(400, 400, 1.5, coconutHalf())}${at(430, 170, 1.1, wholeCoconut(2))}${at(120, 470, 1.8, leaf(LEAF, 60), -20)}`,
  }),
  'gallery-oil-jar': () => productScene('virgin-coconut-oil', 2),
  'gallery-delivery': () => deliveryScene(600, 600),
  'gallery-nursery': () => nurseryScene(600, 600),
  'company-team': teamScene,
  logo,
});

// ---------------------------------------------------------------------------------------------

/**
 * Output widths: no larger than the pages need, and just under Strapi's responsive breakpoints
 * (small 500, medium 750, large 1000 px) so the media library makes fewer copies at upload.
 */
const OUTPUT_WIDTH: [prefix: string, width: number][] = [
  ['kooler-', 600],
  ['diet-', 600],
  ['product-', 720],
  ['mission-', 750],
  ['about-us', 750],
  ['article-', 1000],
  ['about-company-', 1000],
  ['company-', 1000],
  ['farm-', 750],
];
const outputWidth = (key: string, scene: Scene) => OUTPUT_WIDTH.find(([prefix]) => key.startsWith(prefix))?.[1] ?? scene.w;

const only = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [key, draw] of Object.entries(scenes)) {
  if (only.length > 0 && !only.includes(key)) continue;
  const file = path.join(outDir, `${key}.webp`);
  const scene = draw();
  const { size } = await sharp(Buffer.from(svg(scene, outputWidth(key, scene))))
    .webp({ quality: 78, effort: 6 })
    .toFile(file);
  total += size;
  console.log(`${key}.webp ${(size / 1024).toFixed(1)} KB`);
}
console.log(`${Object.keys(scenes).length} pictures, ${(total / 1024).toFixed(0)} KB`);
