// Texts in the shapes of the lead's unseen read of astronomy and history sections, written for the tests (never
// the unseen text): claims said in the setting of the sentence before them (statement-setting.test.ts), and
// names of people, places, laws and events side by side (option-kinds.test.ts); both for model drafts too
// (stands-alone.model.test.ts).

/** Sentences of the shape the lead reported, written for this test. */
export const DAYS = [
  'Days and Seasons',
  '',
  [
    'The Sun is the star at the centre of the solar system.',
    'At the equator, the Sun rises straight up and sets straight down.',
    'Every day of the year, the Sun is up for twelve hours.',
    'In June, the Northern Hemisphere is tipped toward our star.',
    'Days are longer in the Northern Hemisphere than in the Southern Hemisphere.',
    'The solstice is the day when the Sun reaches its farthest point north or south of the equator.',
    'An equinox is a day when day and night are of equal length.',
    'The tilt of the axis of the Earth causes the seasons.',
    'The Southern Hemisphere has winter when the Northern Hemisphere has summer.',
    'In the Southern Hemisphere, the Sun is highest in December.',
  ].join(' '),
].join('\n');

/** People, places, laws, events and a date, and a verb's blank. */
export const COLONIES = [
  'Protest in the Colonies',
  '',
  [
    'Samuel Adams wrote letters to the merchants of other towns.',
    'Patrick Henry said that only the colonial assemblies could tax the colonists.',
    'The merchants met in Boston and in New York.',
    'The boycott compelled Parliament to repeal the Stamp Act.',
    'British soldiers fired into a crowd during the Boston Massacre.',
    'The colonists dumped tea into the harbor during the Boston Tea Party.',
    'Parliament passed the Townshend Acts to tax glass and paint.',
    'The Treaty of Paris ended the French and Indian War in 1763.',
  ].join(' '),
].join('\n');
