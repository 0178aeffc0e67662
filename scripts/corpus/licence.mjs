// The licence rule, checked at the exact commit a book is taken from: the licence recorded in
// sources.json must be one we may sell with (CC BY, CC BY-SA, UK OGL, public domain or CC0), every
// piece of evidence (LICENSE file, collection metadata) must say what we recorded, and nothing in
// them may carry a NonCommercial or NoDerivatives term. Any disagreement stops the build.
const ALLOWED = /^(CC BY 4\.0|CC BY-SA 4\.0|CC BY 3\.0|CC BY-SA 3\.0|Open Government Licence v3\.0|Public domain.*)$/;
const FORBIDDEN = /NonCommercial|NoDerivatives|NoDerivs|by-nc|by-nd|\bCC BY-NC|\bCC BY-ND/i;

export function checkLicence(book, read) {
  if (!ALLOWED.test(book.licence)) throw new Error(`${book.id}: licence ${book.licence} is not one we may sell with`);
  if (!book.licence_evidence?.length) throw new Error(`${book.id}: no licence evidence recorded`);
  for (const { path, says } of book.licence_evidence) {
    const text = read(path);
    const squeezed = (s) => s.replace(/\s+/g, ' ');
    if (!squeezed(text).includes(squeezed(says)))
      throw new Error(`${book.id}: ${path} at ${book.commit} does not say "${says}"`);
    if (FORBIDDEN.test(text))
      throw new Error(`${book.id}: ${path} at ${book.commit} names a NonCommercial/NoDerivatives term`);
  }
}
