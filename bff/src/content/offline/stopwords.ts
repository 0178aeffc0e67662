/** Common English function words: never key terms, never blanked in a cloze. */
export const STOPWORDS = new Set(
  `a about above across after again against all almost along also although always am among an and another any anyone anything are
  around as at away back be became because become becomes been before being below between both but by can cannot could did do does
  doing done down during each either else enough even ever every few first for from further get gets given go goes going got had has
  have having he her here hers herself him himself his how however i if in into is it its itself just last least less like made make
  makes many may me might more most much must my myself near need needs never new next no nor not now of off often on once one only
  onto or other others our ours out over own part per perhaps rather really same see seen several shall she should since so some
  something sometimes still such than that the their theirs them themselves then there therefore these they thing things this those
  though through thus to too toward towards under until up upon us use used uses using very was way ways we well were what whatever
  when where whether which while who whom whose why will with within without would yet you your yours yourself also called known
  include includes including example examples such called however usually often many much two three four five six seven eight nine
  ten lot lots kind kinds type types able another around different important large small good great long little take takes took
  taken place places contain contains contained produce produces inside mainly tiny big help helps allow allows needed show shows
  found find finds give gives keep keeps put puts carry carries carried live lives move moves turn turns form forms become called
  want wants tell tells told say says said think thinks know knows look looks come comes came went work works start starts began
  begin begins end ends certain main whole true false yes okay`.split(/\s+/),
);
