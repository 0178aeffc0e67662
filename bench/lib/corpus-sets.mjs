// The reading corpus's sets as the quality benches report them: the tuning books, the held-out books
// measured since the corpus began, and each later batch of held-out books (a book's "added" date in
// sections.json) apart, so that books nobody has looked at are judged on their own. Held-out sets are
// reported as totals only (corpus README).
export function corpusSets(manifest) {
  const added = new Map(manifest.books.map((b) => [b.id, b.added ?? null]));
  const batches = [...new Set(manifest.books.filter((b) => b.set === 'heldout' && b.added).map((b) => b.added))];
  return [
    { name: 'tuning', has: (t) => t.set === 'tuning' },
    { name: 'heldout', has: (t) => t.set === 'heldout' && !added.get(t.book) },
    ...batches.sort().map((date) => ({
      name: `heldout added ${date}`,
      has: (t) => t.set === 'heldout' && added.get(t.book) === date,
    })),
  ];
}
