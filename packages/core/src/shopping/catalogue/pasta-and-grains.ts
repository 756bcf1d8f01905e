/**
 * Pasta & Grains: pasta (dried and fresh), noodles, rice, grains, dried pulses and breakfast
 * cereals, as on UK "Rice, pasta & noodles", "Pulses & lentils" and "Cereals" shelves. Pasta shapes
 * by their Italian names; Indian dal names as UK shops sell them; US names (grits, oatmeal).
 */
export const PASTA_AND_GRAINS_NAMES = [
  // Pasta shapes, filled pasta, gnocchi.
  `(dried|fresh|egg|wholewheat|lentil|bow tie|shell|alphabet) pasta, (cannelloni|pasta) tube,
  (elbow|) macaroni, pasta (twist|shape|shell), spaghetti, spaghettini, linguine, linguini,
  bucatini, capellini, fettuccine, fettucine, tagliatelle, tagliolini, pappardelle, lasagne,
  lasagna, cannelloni, penne, rigatoni, tortiglioni, ziti, paccheri, fusilli, rotini, gemelli,
  casarecce, trofie, strozzapreti, farfalle, conchiglie, conchiglioni, lumaconi, orecchiette,
  cavatelli, ditalini, ditali, orzo, risoni, stelline, anelli, radiatori, campanelle, mafalde,
  reginette, fregola, gnocchi, gnocchetti, spatzle, ravioli, tortellini, tortelloni, cappelletti,
  agnolotti, mezzelune, girasoli, quill, spirali, calamarata, maltagliati, pici, vermicelli,
  angel hair, lasagne sheet, lasagna noodle, penne rigate, mezze maniche, fusilli lunghi`,
  // Noodles.
  `(egg|medium egg|fine egg|thread|wholewheat|rice|flat rice|pho|pad thai|glass|bean thread|
  cellophane|sweet potato|udon|soba|ramen|instant|straight to wok|chow mein|super) noodle,
  rice (stick|vermicelli), udon, soba, ramen, somen, yakisoba, shirataki, ho fun, noodle nest`,
  // Rice.
  `(long grain|basmati|jasmine|thai jasmine|thai fragrant|fragrant|easy cook|white|brown|
  wholegrain|wild|red|black|camargue red|arborio|risotto|paella|bomba|pudding|sushi|sticky|
  glutinous|short grain|microwave|egg fried|pilau|special fried|golden vegetable|mexican|spicy|
  savoury|long grain and wild|basmati and wild|coconut|lemon|converted) rice, (brown|) basmati,
  arborio, carnaroli, calasparra, vialone nano, rice pouch`,
  // Grains, meals, oats.
  `(mixed|ancient|rye) grain, (giant|pearl|wholewheat|) couscous, (bulgur|cracked) wheat,
  (red|black|tricolour|white|) quinoa, (pearl|pot|) barley, (pearled|) spelt, (instant|) polenta,
  (porridge|rolled|jumbo|steel cut|instant|overnight|porage) oat, (pinhead|) oatmeal, bulgur,
  bulghur, farro, emmer, freekeh, millet, sorghum, teff, amaranth, buckwheat, kasha, cornmeal,
  grits, semolina, porridge, grain pouch, cous cous, wheat berry, porridge sachet, oat so simple`,
  // Dried pulses and dal.
  `(red|red split|green|brown|puy|beluga|black|dried) lentil, (urad|moong|chana|toor|masoor|) dal,
  (split|yellow split|green split|marrowfat|dried) pea, (dried|mung|whole mung|moth) bean,
  (soup|broth) mix, dried (chickpea|pulse), dhal, adzuki, black gram`,
  // Breakfast cereals.
  `(breakfast|crisp) cereal, (corn|bran|wheat) flake, (all|) bran, (shredded|malted) wheat,
  (choco|honey|multigrain) hoop, (bircher|) muesli, cornflake, frosties, shreddie, weetos,
  cheerio, granola, cluster, alpen, crunchy nut, rice krispie, coco pop, special k,
  fruit and fibre, wheat biscuit, puffed rice, oat crunch, ready brek`,
  // Rice, pasta and cereal brands.
  `!tilda, !veetee, !garofalo, !rummo, !la molisana, !pot noodle, !kelloggs, !weetabix, !jordans,
  !dorset cereals, !quaker, !scotts porage, !crownfield, !harvest morn, !mr lees`,
];
