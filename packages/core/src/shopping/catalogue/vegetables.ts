/**
 * Vegetables: the fresh vegetable, potato, salad and mushroom shelves (prepared fresh vegetables
 * too). Varieties as UK greengrocers and supermarkets label them (Maris Piper, Charlotte, Romano,
 * Tenderstem); UK/US pairs both listed (courgette/zucchini, aubergine/eggplant, rocket/arugula,
 * spring onion/scallion, swede/rutabaga, mangetout/snow pea, beetroot/beet).
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const VEGETABLES_NAMES = [
  // Onions, garlic and other alliums.
  `shallot,leek,garlic,garlic clove,echalion,scallion`,
  // Roots, tubers and potatoes.
  `carrot,beetroot,(horseradish|turmeric|lotus) root,ginger,mash,fresh (horseradish|turmeric),parsnip,swede,rutabaga,turnip,beet,celeriac,radish,mooli,daikon,galangal,salsify,kohlrabi,yam,cassava,eddoe,taro,jicama,desiree,russet,marfona,maris piper,king edward,jersey royal,yukon gold,pink fir apple,red bliss,albert bartlett`,
  // Brassicas and greens.
  `broccoli,kale,sprout,pak choi,(kai|gai) lan,tenderstem,cauliflower,romanesco,greens,collards,kalette,broccolini,january king,cavolo nero,bok choy,choi sum,chinese leaf,pak choy,bok choi,tatsoi,kangkong,purslane,molokhia,molokhiya,mulukhiyah,mloukhieh,jute leaf`,
  // Salad leaves and spinach.
  `rocket,(herb|leaf) salad,(baby|mixed|mustard|micro|sorrel) leaf,spinach,chard,cress,iceberg,cos,romaine,butterhead,frisee,endive,chicory,radicchio,treviso,escarole,arugula,watercress,mache,mizuna,microgreen,mesclun,little gem,lollo rosso,pea shoot`,
  // Pods, peas and beans sold fresh.
  `(green|fine|french|runner|bobby|string|stringless|kenyan|broad|fava) bean,(snow|sugar snap|fresh) pea,mangetout,okra,bhindi,haricot vert,mange tout,sugar snap,pea pod`,
  // Fruiting vegetables: tomatoes, peppers, chillies, squashes.
  `(plum|beef|) tomato,cucumber,(bell|red|green|yellow|orange|mixed|sweet|romano|pointed|padron|chilli) pepper,(birds eye|thai|) chilli,chile,aubergine,courgette,(corn on the|corn|sweetcorn) cob,(baby|fresh) corn,tomatillo,capsicum,chili,habanero,jalapeno,poblano,eggplant,zucchini,courgetti,marrow,butternut,kabocha,delicata,pumpkin,cobette,scotch bonnet,courgette spaghetti,patty pan,corn kernel`,
  // Mushrooms.
  `portobello,portobellini,shiitake,enoki,shimeji,chanterelle,girolle,morel,porcini,cep,trompette,cremini,baby bella,mushroom cluster`,
  // Stalks, shoots and others.
  `fennel,asparagus,artichoke,(bitter|bottle|ridge|snake) gourd,celery rib,celery,cardoon,samphire,beansprout,alfalfa,plantain,breadfruit,chayote,christophene,karela,dudhi,tindora,tinda,parwal,lauki,arbi,ampalaya,green banana,yam bean`,
  // Prepared fresh vegetables and salads (chilled; coleslaw beside the salad bags, as Tesco's
  // "Fresh Salad, Coleslaw & Sandwich Fillers").
  `(stir fry|coleslaw) mix,coleslaw,slaw,(cauliflower|broccoli) rice,cauliflower (couscous|cous cous),(vegetable|butternut) noodle,vegetable stir fry,stir fry,mixed vegetable selection`,
  // Bagged-salad brand.
  `!florette`,
  // Grower brands (session 23).
  `!vitacress`,
];
