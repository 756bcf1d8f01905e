/**
 * Herbs: fresh herbs, sold in packs and pots beside the salad. Dried herbs are in spices.ts and
 * dried forms are moved there by the word "dried"; "fresh" moves a dried-herb name back here
 * ("fresh bay leaves"). UK/US: coriander/cilantro, flat-leaf/Italian parsley.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const HERBS_NAMES = [
  // Fresh herbs (supermarket herb packs and growing pots).
  `parsley,coriander,(mint|curry|lime|fresh bay) leaf,lemongrass,lemon grass,(sweet|thai|fresh|) basil,(fresh|) mint,(fresh|) dill,(garlic|) chive,(garlic|) chives,(lemon|fresh|) thyme,rosemary,(fresh|) sage,tarragon,oregano,savory,lemon (balm|verbena),cilantro,spearmint,marjoram,chervil,lovage,sorrel,shiso,perilla,culantro,epazote,borage,hyssop,microherb,rau ram,fines herbes,fennel frond`,
];
