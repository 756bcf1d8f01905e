/**
 * Common English words, so that the OCR word mender (ocr-words.ts) knows them as words and never
 * turns one into a food word a letter away ("drain" is not "grain", "less" is not "legs", "kind"
 * is not "king"). Function words and the everyday verbs, nouns and adjectives of recipes and
 * notes; lower case, space-separated, singular or base forms (plurals and "-ed"/"-ing" forms are
 * found from them).
 */
export const ENGLISH_WORDS = `a about above across after again against ago ahead all almost alone along already
also although always am among amount an and another any anyone anything anyway apart are area
around as aside ask at away back bad base be because become been before begin behind being below
beside best better between beyond big bit both bottom box break bring brought build but buy by call
came can cannot care carry case catch cause center centre change check choice choose close come
common complete contain continue cook cool corner could count couple course cover cross cup cut
day deal deep depend different direct do does done door double down draw dry due during each
early easy edge effect either else end enough entire even ever every everything exactly example
except extra eye fact fair fall far fast feel few fill final find fine finish first fit five flat
follow food for form four free from front full further get give go going gone good got great
ground group grow had half hand handle hang happen hard has have he head hear heat heavy held help
her here high hold hole home hot hour how however if in inch inside instead into is it its itself
just keep kept kind know large last late later lay layer lead least leave left length less let
level lid life lift light like line list little long look loose lose lot low made main make many
mark may mean measure meanwhile meet middle might mind minute mix moment more most move much must
near need never new next nice no none nor not note nothing now number of off often old on once one
only onto open or order other our out outside over own pack page pair part pass past pat per
perfect pick place plan plus point portion possible pour prefer prepare press pull push put
quick quickly quite rather reach read ready real really remove repeat rest return right round
run same save say second see seem serve set several shake shape share short should show shut side
simple since single sit six size slow small smooth so soft some something soon sort space spread
stand start stay step still stop store straight such sure take taste tell than that the their
them then there these they thick thin thing third this those though three through throughout
time to together too top total touch toward towards try turn twice two under until up upon use
used usual very wait want warm was watch way we week weight well were what when where whether
which while who whole why wide will with within without work would yet you your
accept allow another basic bear beard bite blend board bone boil bottle brush burn buy calm
carve chill chop clean clear coat colour color combine cream crisp crumble crush cube curl dab
decorate dip dish dissolve divide dot drain dress drop dust eat empty fan fat fine firm fish
flake flip float flour fluff fold freeze fry garnish glaze grate grease grill grind halve hard
heap hot ice kitchen knead knife ladle lay leftover lightly line loosen low marinate mash melt
mould moon mould mug oven pan paper parcel peel pierce pinch pipe plate poach pop press prick
pulse puree rack reduce reheat rinse roll rub scatter scoop scrape sear season shred sieve sift
simmer skewer skim slice slide soak spoon sprinkle squash squeeze steam stew stick stir strain
stuff sweat swirl temperature tender thaw thread tie tin tip toast toss tray trim turn warm wash
whip whisk wipe wrap zest pit pip stone`;
