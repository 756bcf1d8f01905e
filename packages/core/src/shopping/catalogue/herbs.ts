/**
 * Herbs: fresh herbs, sold in packs and pots beside the salad. Dried herbs are in spices.ts and
 * dried forms are moved there by the word "dried"; "fresh" moves a dried-herb name back here
 * ("fresh bay leaves"). UK/US: coriander/cilantro, flat-leaf/Italian parsley.
 */
export const HERBS_NAMES = [
  // Fresh herbs (supermarket herb packs and growing pots).
  `(fresh|micro|growing|soft|mixed fresh) herb, (flat leaf|flat|curly|italian|fresh|) parsley,
  (fresh|) coriander,
  (coriander|basil|mint|curry|fresh curry|lime|kaffir lime|makrut lime|fresh lime|fresh bay) leaf,
  (sweet|thai|holy|purple|fresh|) basil, (garden|fresh|vietnamese|) mint, (fresh|) dill,
  (garlic|) chive, (fresh|) chives, (lemon|fresh|) thyme, (fresh|) rosemary, (fresh|) sage,
  (french|fresh|) tarragon, (fresh|) oregano, (summer|winter|) savory, (fine|bouquet of) herbs,
  (dill|parsley) sprig, (basil|herb) plant, lemon (balm|verbena), herb (pot|selection), cilantro,
  spearmint, marjoram, chervil, lovage, sorrel, shiso, perilla, culantro, epazote, borage, hyssop,
  microherb, rau ram, fines herbes, fennel frond`,
];
