/**
 * Every number of the SPEC that the core uses, in one place, each with the section it comes from.
 * Names carry their unit.
 */

/** SPEC §5 "Shopping list building": ingredient text is used only if longer than this. */
export const MIN_INGREDIENT_TEXT_LENGTH = 2;
/** SPEC §5: fallback when an ingredient has neither raw text nor a name. */
export const UNKNOWN_INGREDIENT = 'Unknown ingredient';
/** SPEC §5: keyword-rule categorisation confidence. */
export const KEYWORD_CONFIDENCE = 0.5;
/** SPEC §5: catalogue lookup confidence. */
export const CATALOGUE_CONFIDENCE = 0.8;
/** SPEC §5: a lowercase catalogue match gets this share of the catalogue confidence. */
export const CATALOGUE_LOWERCASE_FACTOR = 0.95;
/** SPEC §5 / §9: bottle/jar consolidation from this total volume. */
export const CONSOLIDATE_MIN_VOLUME_ML = 150;
/** SPEC §5 / §9: bottle/jar consolidation from this many recipes. */
export const CONSOLIDATE_MIN_RECIPES = 2;
/** SPEC §5: 1 tbsp = 15 ml. */
export const TBSP_ML = 15;
/** SPEC §5: 1 tsp = 5 ml. */
export const TSP_ML = 5;
/** SPEC §5: 1 l = 1000 ml. */
export const LITRE_ML = 1000;
/** SPEC §5 "Basket handoff": names are cut to this many characters. */
export const BASKET_NAME_MAX_CHARS = 140;
/** SPEC §5 / §9: at most this many names go to the basket. */
export const BASKET_MAX_NAMES = 120;
/** SPEC §9: basket SDK country. */
export const BASKET_COUNTRY = 'gb';
/** SPEC §9: basket SDK wait. */
export const BASKET_SDK_WAIT_MS = 8000;
/** SPEC §9: basket SDK poll interval. */
export const BASKET_SDK_POLL_MS = 50;
/** SPEC §2 / §9: selected-recipe chip truncation. */
export const CHIP_MAX_CHARS = 35;
/** SPEC §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** SPEC §9: durations show hours from this many minutes. */
export const MINUTES_PER_HOUR = 60;
/** SPEC §5 "Counter display": thousands from here. */
export const COUNTER_THOUSAND = 1_000;
/** SPEC §5 "Counter display": millions from here. */
export const COUNTER_MILLION = 1_000_000;
/** SPEC §3 / §5: account code lengths. */
export const ACCOUNT_CODE_MIN_LENGTH = 25;
export const ACCOUNT_CODE_MAX_LENGTH = 26;
/** SPEC §5: a generated account code has this many characters. */
export const ACCOUNT_CODE_GENERATED_LENGTH = 25;
/** SPEC §3: account code shown in groups of this many characters. */
export const ACCOUNT_CODE_GROUP_SIZE = 5;
/** SPEC §3 / §5: a generated device code has this many characters. */
export const DEVICE_CODE_GENERATED_LENGTH = 26;
/** SPEC §5: a device code is valid with this many Crockford characters. */
export const DEVICE_CODE_MIN_LENGTH = 20;
export const DEVICE_CODE_MAX_LENGTH = 32;
/** SPEC §2: share codes are 6-12 letters or digits. */
export const SHARE_CODE_MIN_LENGTH = 6;
export const SHARE_CODE_MAX_LENGTH = 12;
/** SPEC §3: recipe defaults. */
export const DEFAULT_RECIPE_NAME = 'Untitled Recipe';
export const DEFAULT_SERVINGS = 4;
/** SPEC §2: recipe card title fallback. */
export const CARD_TITLE_FALLBACK = 'Untitled';
/** SPEC §3: owner marking factory recipes. */
export const FACTORY_OWNER = 'FACTORY_RECIPES';
/** SPEC §5 "Time filter": bounds in minutes. */
export const TIME_FILTER_UNDER_15_MAX_MIN = 15;
export const TIME_FILTER_15_30_MAX_MIN = 30;
export const TIME_FILTER_30_60_MAX_MIN = 60;
/** SPEC §5 "Quick time": bounds in minutes. */
export const QUICK_TIME_30_MAX_MIN = 30;
export const QUICK_TIME_45_MAX_MIN = 60;
/** SPEC §9: rating scale. */
export const RATING_MAX = 5;
