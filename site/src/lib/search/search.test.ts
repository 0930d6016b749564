import { describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE, SEEDED_SYNONYMS } from './catalogue.fixture.ts';
import { type Searchable, searchDocuments, spellingsOf } from './documents.ts';
import { buildIndex, find, loadIndex } from './engine.ts';
import { entryName, type SearchEntry, search } from './search.ts';
import { SHOPPER_QUERIES } from './shopper-queries.ts';

/** The index as the browser gets it: built, written as JSON, read back. */
function searchOver(catalogue: Searchable[], synonyms = SEEDED_SYNONYMS) {
  const documents = searchDocuments(catalogue, synonyms);
  const written = JSON.stringify({ index: buildIndex(documents), spellings: spellingsOf(documents) });
  const { index, spellings } = JSON.parse(written);
  const engine = loadIndex(index);
  const entries = catalogue.map((searchable) => searchable.entry);
  return (query: string) => search(entries, (text) => find(engine, text), query, spellings);
}

const seeded = searchOver(SEEDED_CATALOGUE);
const names = (query: string) => seeded(query).matches.map((match) => entryName(match.entry));

describe('the shoppers’ test set (issue 35)', () => {
  it('has at least 40 queries of every kind the issue names', () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(SHOPPER_QUERIES.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(['devanagari', 'english', 'hinglish', 'plural', 'synonym', 'typo']);
  });

  it('finds the product in the first three results for at least 95 % of them', () => {
    const missed = SHOPPER_QUERIES.filter(({ query, finds }) => {
      const top3 = seeded(query).matches.slice(0, 3);
      return !top3.some((match) => finds.includes(match.entry.link));
    });
    const recall = (SHOPPER_QUERIES.length - missed.length) / SHOPPER_QUERIES.length;
    console.log(
      `search recall in the top 3: ${SHOPPER_QUERIES.length - missed.length}/${SHOPPER_QUERIES.length} (${(recall * 100).toFixed(1)} %)` +
        (missed.length ? `; missed: ${missed.map((query) => `“${query.query}”`).join(', ')}` : ''),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('search', () => {
  it('waits for more than 2 characters, or 2 in Devanagari', () => {
    expect(seeded('ma').matches).toEqual([]);
    expect(seeded('  ma  ').matches).toEqual([]);
    expect(names('man')).toEqual(['Mango Kooler']);
    expect(names('आम')).toEqual(['Mango Kooler']);
    expect(seeded('आ').matches).toEqual([]);
  });

  it('forgives a typo, two swapped letters, case, plurals and Hinglish spellings', () => {
    expect(names('COCNUT')[0]).toMatch(/Coconut/);
    expect(names('mnago')).toEqual(['Mango Kooler']);
    expect(names('mangoes')).toEqual(['Mango Kooler']);
    expect(names('Naariyal tel').slice(0, 2).sort()).toEqual(['Hibiscus Coconut Hair Oil', 'Virgin Coconut Oil']);
  });

  it('finds nothing for words nothing is called', () => {
    expect(seeded('xyzzy')).toEqual({ matches: [], suggestions: [] });
    expect(seeded('qwerty')).toEqual({ matches: [], suggestions: [] });
  });

  it('needs every word when an entry has them all, and otherwise takes those with some (“jamun wala”)', () => {
    expect(names('coconut oil')).toEqual([
      'Hibiscus Coconut Hair Oil',
      'Virgin Coconut Oil',
      'Coconut Lip Balm',
      'Coconut Shell Charcoal Soap',
    ]);
    expect(names('jamun kulfi')).toEqual(['Jamun Kooler']);
  });

  it('says which words of a name matched, or by which other name it was found', () => {
    const [oil] = seeded('virgin oil').matches;
    expect(oil?.nameWords.sort()).toEqual(['oil', 'virgin']);
    expect(oil?.matchedAs).toBeNull();
    const [hairOil] = seeded('nariyal hair oil').matches;
    expect(hairOil).toMatchObject({ nameWords: expect.arrayContaining(['hair', 'oil']), matchedAs: 'nariyal' });
    const [mango] = seeded('आंबा').matches;
    expect(mango).toMatchObject({ nameWords: [], matchedAs: 'आंबा' });
    expect(seeded('shahale').matches.map((match) => [entryName(match.entry), match.matchedAs])).toEqual([
      ['Tender Coconut Kooler', 'shahale'],
    ]);
    // As the other name is written, not as the search folds it ("am", "fana").
    expect(seeded('aam').matches[0]?.matchedAs).toBe('aam');
    expect(seeded('fanas').matches.map((match) => [entryName(match.entry), match.matchedAs])).toEqual([['Jackfruit Kooler', 'phanas']]);
    // Found by its description: the word that matched there.
    expect(seeded('malai').matches.find((match) => match.entry.name === 'Mango Kooler')?.matchedAs).toBe('malai');
  });

  it('suggests at most 5 other entries of the first match’s kind, none it lists as a match', () => {
    const { suggestions } = seeded('guava');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((entry) => entry.type === 'Kooler' && entry.name !== 'Guava Kooler')).toBe(true);
    const oils = seeded('coconut oil');
    expect(oils.suggestions.some((suggestion) => oils.matches.some((match) => match.entry === suggestion))).toBe(false);
  });
});

describe('a Hindi or Marathi index', () => {
  const hindi = searchOver(
    [
      { entry: entry('आम कूलर'), alsoCalled: 'Mango Kooler', description: ['ताज़ी नारियल मलाई में हापुस आम का पल्प', 'Alphonso mango pulp'] },
      { entry: entry('अमरूद कूलर'), alsoCalled: 'Guava Kooler', description: ['गुलाबी अमरूद', 'Pink guava'] },
      { entry: entry('शहाळे कूलर'), alsoCalled: 'Tender Coconut Kooler' },
    ],
    [{ words: 'shahale', means: 'Tender coconut' }],
  );
  const found = (query: string) => hindi(query).matches.map((match) => [entryName(match.entry), match.matchedAs]);

  it('finds an entry by its own name, marking no other name', () => {
    expect(found('आम')).toEqual([['आम कूलर', null]]);
  });

  it('finds it by its English name, its English name’s other names and its English description, and says by which', () => {
    expect(found('mango')).toEqual([['आम कूलर', 'mango']]);
    expect(found('peru')).toEqual([['अमरूद कूलर', 'peru']]);
    expect(found('alphonso')).toEqual([['आम कूलर', 'alphonso']]);
  });

  it('keeps the editors’ synonyms, written against the English names', () => {
    expect(found('shahale')).toEqual([['शहाळे कूलर', 'shahale']]);
  });
});

describe('the editors’ synonyms', () => {
  const tenderCoconut: Searchable = { entry: entry('Tender Coconut Kooler') };
  const coconutOil: Searchable = { entry: entry('Virgin Coconut Oil') };

  it('belong to the entries whose name holds every word they mean', () => {
    const withSynonym = searchOver([tenderCoconut, coconutOil], [{ words: 'shahale', means: 'Tender coconut' }]);
    expect(withSynonym('shahale').matches.map((match) => entryName(match.entry))).toEqual(['Tender Coconut Kooler']);
  });

  it('find nothing without them', () => {
    const without = searchOver([tenderCoconut, coconutOil], []);
    expect(without('shahale').matches).toEqual([]);
  });
});

function entry(name: string): SearchEntry {
  return { name, image: null, type: 'Kooler', link: `/x/${name}` };
}
