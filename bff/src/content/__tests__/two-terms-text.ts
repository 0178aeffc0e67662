/**
 * A short text of our own that describes exactly two terms ("clerk" by an apposition, "committee route" by
 * "is called"), for the tests of a file that defines fewer terms than a sheet usually lists.
 */
export const CONGRESS =
  'How a Bill Becomes a Law\n\nThe usual way a bill becomes a law is called the committee route. First, someone writes the bill. ' +
  'Anyone can write one, but a member of Congress must put it forward. ' +
  'Each chamber has a clerk, an officer who keeps the records of the chamber. The leaders send the bill to a committee. ' +
  'The committee holds hearings and votes on the bill. If the committee agrees, the whole chamber debates it and votes. ' +
  'The other chamber must then pass the same bill. Then the president signs it or sends it back to Congress.';
