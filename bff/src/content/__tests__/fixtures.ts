export const PHOTOSYNTHESIS =
  `Photosynthesis
Photosynthesis is the process by which green plants use sunlight to make their own food. It takes place mainly in the leaves, inside tiny structures called chloroplasts. Chloroplasts contain chlorophyll, a green pigment that absorbs light energy.
During photosynthesis, plants take in carbon dioxide from the air through small openings called stomata. ` +
  `Water is absorbed by the roots and carried to the leaves. Using the energy of sunlight, the plant combines ` +
  `carbon dioxide and water to produce glucose and oxygen.
Glucose is a sugar that the plant uses for energy and growth. Oxygen is released into the air as a by-product. Animals, including humans, depend on this oxygen to breathe. The process that releases energy from glucose is called cellular respiration.
Dr. Jan Ingenhousz discovered in 1779 that light is needed for plants to produce oxygen. Without photosynthesis, there would be no food chains on Earth.`;

export const WATER_CYCLE =
  `The water cycle describes how water moves around the Earth. Evaporation happens ` +
  `when the sun heats water in oceans and lakes and turns it into vapour. Condensation occurs when the vapour ` +
  `cools high in the sky and forms clouds. Precipitation is water that falls from clouds as rain, snow or ` +
  `hail. Collection is the stage where water gathers in rivers, lakes and oceans. Then evaporation starts the cycle again.`;

/** Non-ASCII text: accents, typographic quotes, a Greek term. */
export const FRENCH_REVOLUTION =
  `La Révolution française commença en 1789 à Paris. La prise de la Bastille ` +
  `eut lieu le 14 juillet 1789. En 1792, la monarchie fut abolie et la République proclamée. Maximilien ` +
  `Robespierre dirigea le Comité de salut public pendant la Terreur. La Terreur prit fin en 1794 avec l’exécution ` +
  `de Robespierre. Napoléon Bonaparte prit le pouvoir en 1799 par un coup d’État. Le mot « démocratie » ` +
  `vient du grec δημοκρατία.`;

/** One sentence: every counted kind must still reach its count without repeating a question. */
export const SHORT = 'Volcanoes are openings in the crust of the Earth where molten rock escapes.';

/** A PDF's text: the same running header on every page and a page repeated, as extraction gives it. */
export const REPEATED_PAGES = Array.from(
  { length: 3 },
  (_, i) => `Biology Unit 3 — Plants\n${PHOTOSYNTHESIS}\nPage ${i + 1}`,
).join('\n\n');
