/**
 * The words that head the parts of a recipe page (its ingredients, its method), in one place for
 * the rules that read a page's markup: the heading rules (`under-heading.ts`) and the candidate-list
 * scorer (`ingredient-candidates.ts`) know the same words, so a page in a language one of them
 * knew was not read by the other (issue 31).
 */

/** Words alone at the start of an ingredients heading, in the languages recipe sites write. */
const INGREDIENT_WORDS = [
  // English, Scandinavian, Dutch (with and without the diaeresis), Romance languages.
  'ingredients?',
  'ingredienser',
  'ingrediënten',
  'ingredienten',
  'ingredientes',
  'ingredienti',
  'ingrédients',
  'ingrediente',
  'benodigdheden',
  // German, Central and Eastern European languages.
  'zutaten',
  'zutatenliste',
  'składniki',
  'suroviny',
  'přísady',
  'ingredience',
  'ingrediencie',
  'hozzávalók',
  'sastojci',
  'састојци',
  'sestavine',
  'ingredientai',
  'sastāvdaļas',
  'koostisosad',
  'ainekset',
  'ainesosat',
  'ингредиенты',
  'інгредієнти',
  'съставки',
  'υλικά',
  'malzemeler',
  // Asian languages.
  'bahan(?:-bahan)?',
  'nguyên liệu',
  'ส่วนผสม',
  '材料',
  '用料',
  '食材',
  '配料',
  '재료',
  'सामग्री',
  // Right-to-left languages.
  'מצרכים',
  'מרכיבים',
  'المكونات',
  'المقادير',
  'مواد لازم',
  // Urdu.
  'اجزاء',
];

/** Words alone at the start of a method's heading. */
const METHOD_WORDS = [
  'method',
  'instructions?',
  'directions?',
  'preparation',
  'steps',
  'step[- ]by[- ]step',
  'recipe steps',
  'how to (?:make|cook|prepare)(?: it)?',
  // German writes the method's word in compounds too ("Zubereitungsschritte", "Zubereitungsart");
  // "Zubereitungszeit" is a time's label and not one of them.
  'zubereitung(?:s(?:schritte|weise|art))?',
  'anleitung',
  'préparation',
  'étapes',
  'bereiding(?:swijze)?',
  'werkwijze',
  'procedure',
  'preparación',
  'elaboración',
  'instrucciones',
  'instruções',
  'istruzioni',
  'instructies',
  'pasos(?: a seguir)?',
  'passo a passo',
  'modo de preparo',
  'preparo',
  'preparação',
  'procedimento',
  'preparazione',
  'mod de preparare',
  'gör så här',
  'instruktioner',
  'tillagning',
  'fremgangsmåde',
  'fremgangsmåte',
  'slik gjør du',
  'sådan gør du',
  'sposób przygotowania',
  'příprava',
  'postup',
  'priprema',
  'postupak',
  'priprava',
  'postopek',
  'valmistus',
  'elkészítés',
  'приготовление',
  'способ приготовления',
  'εκτέλεση',
  'hazırlanışı',
  'yapılışı',
  'cara membuat',
  'cách làm',
  'วิธีทำ',
  '做法',
  '步骤',
  '作り方',
  '手順',
  '만드는 법',
  '조리 ?순서',
  'אופן ההכנה',
  'طريقة التحضير',
  'ترکیب',
  // Phrases that open a method's heading, often followed by the recipe's title ("Come preparare:
  // Pesce spada al miele", "Préparation de la pâte", "So wird's gemacht").
  'come (?:si )?(?:preparare|fare)',
  "so wird(?:[’']?s| es) gemacht",
  "so geht[’']?s",
  'comment (?:faire|préparer|réaliser)',
  "comment c[’']est fait",
  'cómo (?:hacer|preparar|se hace)',
  'como (?:fazer|preparar)',
  'hoe maak je',
  'zo maak je',
];

/** An article before the word ("The method", "Les ingrédients", "Die Zutaten", "Gli ingredienti"). */
const ARTICLE = "(?:the|les|la|le|los|las|gli|os|as|die|de|het)\\s+|l['’]\\s*";

/** A source alternative of the words, to start a heading with, a letter never following. */
const headingPattern = (words: readonly string[]) =>
  new RegExp(`^(?:${ARTICLE})?(?:${words.join('|')})(?![\\p{L}\\p{M}])`, 'iu');

/** A heading that starts with an ingredients word ("Ingredients", "Zutaten für 4", "Υλικά"). */
export const INGREDIENT_HEADING = headingPattern(INGREDIENT_WORDS);

/**
 * A heading that names the recipe's whole list in other words, the ingredients word last ("Gather
 * Your Ingredients", "Recipe Ingredients"): tried after the headings that open with the word. A
 * part's name before the word ("Turkey Ingredients", "Sauce Ingredients") titles one group of
 * several and is not one of these.
 */
export const INGREDIENT_HEADING_LAST =
  /^(?:gather(?:\s+(?:up|together))?\s+(?:your|the|all(?:\s+the)?)|your|our|recipe|list\s+of)\s+ingredients?\s*:?$/i;

/**
 * The same, or a phrase that heads an ingredient list only where the list also reads as one
 * ("What you'll need", "You'll need", "What you need": they head equipment too): for the
 * candidate scorer, which weighs the lines.
 */
export const INGREDIENT_OR_NEED_HEADING = headingPattern([
  ...INGREDIENT_WORDS,
  "(?:what )?you(?:'|’)?ll need",
  '(?:what )?you will need',
  'what you need',
]);

/** Headings of the method, including the "let's get started" that blogs put above it. */
export const METHOD_HEADING = headingPattern([
  ...METHOD_WORDS,
  "let[’']?s get (?:started|cooking)",
  'aan de slag',
  "los geht[’']?s",
  // Chinese names the dish first and the method last: "焗饭的做法" (baked rice's way of making),
  // the heading over the steps that English writes "How to make baked rice".
  '[^\\n]{1,40}?的(?:做法|作法)',
]);

/** The words of the method alone, for the candidate scorer's list of other parts. */
export const METHOD_WORD_SOURCE = METHOD_WORDS.join('|');

/**
 * A short line without an amount that says what the lines below it are for ("For the dressing",
 * "Para a massa", "Für den Teig", "Pour la pâte"): a group's title written as a line.
 */
export const GROUP_TITLE_LINE =
  /^(?:for(?: the)?|para(?: (?:a|o|el|la|los|las))?|für(?: (?:den|die|das))?|pour(?: (?:la|le|les))?|per(?: (?:la|il|i|le|lo))?|voor(?: (?:de|het))?)\s+[^\d,;.!?]{2,30}$/iu;

/**
 * Headings over a numbered list of sentences that is no method: tips, questions, notes, the tools
 * or storage ("Tips for the best pie", "FAQs", "What you'll need", "Storing leftovers"), serving
 * ideas, other posts and the readers' words ("You might also like", "Related", "Comments").
 */
export const NOT_STEPS_HEADING =
  /\b(?:tips?|tricks|faqs?|questions?|notes?|troubleshooting|mistakes|variations?|substitut\w*|swaps?|stor(?:e|age|ing)|leftovers|freez\w*|equipment|tools|utensils|gear|need|serv(?:e|ing) (?:with|suggestions?|ideas?)|nutrition|you (?:might|may|will|'ll) (?:also )?(?:like|love|enjoy)|related|more recipes|comments?|reviews?)\b/i;

/**
 * An advert's label left as a line of its own where the ad is set among the lines
 * ("Advertisement", "Sponsored", "Anzeige", "Publicité", with a bracket or a stop around it): the
 * slot for an ad, no ingredient and no step.
 */
export const ADVERT_LABEL =
  /^[\s\p{P}]*(?:advertisements?|advert|advertising|ads?|sponsored|anzeige|werbung|publicité|publicidade|publicidad|pubblicità|advertentie|reclame|reklama|reklame|annons|annonse|mainos)[\s\p{P}]*$/iu;
