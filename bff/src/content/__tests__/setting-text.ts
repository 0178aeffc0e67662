// A text in the shape of the lead's unseen astronomy read, written for the tests (never the unseen text):
// claims said in the setting of the sentence before them (statement-setting.test.ts, stands-alone.model.test.ts).

/** Sentences of the shape the lead reported, written for this test. */
export const DAYS = [
  'Days and Seasons',
  '',
  'The Sun is the star at the centre of the solar system. At the equator, the Sun rises straight up and sets straight down. Every day of the year, the Sun is up for twelve hours. In June, the Northern Hemisphere is tipped toward our star. Days are longer in the Northern Hemisphere than in the Southern Hemisphere. The solstice is the day when the Sun reaches its farthest point north or south of the equator. An equinox is a day when day and night are of equal length. The tilt of the axis of the Earth causes the seasons. The Southern Hemisphere has winter when the Northern Hemisphere has summer. In the Southern Hemisphere, the Sun is highest in December.',
].join('\n');
