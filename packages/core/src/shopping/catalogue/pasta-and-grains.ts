/**
 * Pasta & Grains: pasta (dried and fresh), noodles, rice, grains, dried pulses and breakfast
 * cereals, as on UK "Rice, pasta & noodles", "Pulses & lentils" and "Cereals" shelves. Pasta shapes
 * by their Italian names; Indian dal names as UK shops sell them; US names (grits, oatmeal).
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
/** Pasta shapes, filled pasta and gnocchi: the pasta a drink or sweet maker's name does not move. */
export const PASTA_NAMES = [
  // Pasta shapes, filled pasta, gnocchi.
  `(fresh|egg) pasta,macaroni,spaghetti,spaghettini,linguine,linguini,bucatini,capellini,fettuccine,fettucine,tagliatelle,tagliolini,pappardelle,lasagne,lasagna,cannelloni,penne,rigatoni,tortiglioni,ziti,paccheri,fusilli,rotini,gemelli,casarecce,trofie,strozzapreti,farfalle,conchiglie,conchiglioni,lumaconi,orecchiette,cavatelli,ditalini,ditali,orzo,risoni,stelline,anelli,radiatori,campanelle,mafalde,reginette,fregola,gnocchi,gnocchetti,spatzle,ravioli,tortellini,tortelloni,cappelletti,agnolotti,mezzelune,girasoli,fiorelli,triangoli,quill,spirali,calamarata,maltagliati,pici,vermicelli,angel hair,mezze maniche,pasta (n|and) sauce`,
  // More shapes, named as in Wikipedia's "List of pasta" (session 51, shelf51).
  `tubetti,tubettini,cavatappi,lumache,garganelli,maccheroni,mafaldine,busiate,bigoli,trenette,pennette,sedani,scialatielli,caserecce,fusilloni`,
  // And more of that list (session 61, aisles9): shapes Italian and world brands sell under these names.
  `eliche,serpentini,sedano,filini,pipe rigate,fischioni,gomiti,spaghettoni,pennoni,ruote,rotelle,alfabeto,pastina,acini di pepe,chifferi,gramigna,cellentani,tagliarini,strangozzi,zitoni,fideo`,
  // The last of that list's shapes sold under their own names, and Greek pasta (session 79,
  // aisles79): "Panzani Gigli 500g" was Pantry by default.
  `conchigliette,farfalline,fettuccini,gigli,malloreddus,manicotti,sedanini,stortini,lanterne,creste di gallo,kritharaki,hilopites,makaronia`,
];

export const PASTA_AND_GRAINS_NAMES = [
  ...PASTA_NAMES,
  // Noodles.
  `udon,soba,ramen,ramyun,ramyeon,somen,yakisoba,shirataki,ho fun`,
  // Noodles as Wikipedia's "List of noodles" names them (Filipino, Malay, Korean, Indian; session 61).
  `bihon,sotanghon,misua,miswa,pancit,kway teow,kuey teow,mee hoon,dangmyeon,naengmyeon,semiya,seviyan`,
  // Rice.
  `basmati,arborio,carnaroli,calasparra,vialone nano,sona masoori,calrose`,
  // Rice by its South Asian variety alone, as Indian and Sri Lankan packs name it (session 79,
  // aisles79): "Kelani Lanka Red Raw Samba 5k" was Pantry by default.
  `ponni,matta,rosematta,kolam,kalijira,(red|raw|jeera|seeraga|keeri) samba`,
  // Grains, meals, oats.
  `couscous,quinoa,(pot|) barley,burghul,moghrabieh,maftoul,fonio,spelt,polenta,oatmeal,bulgur,bulghur,farro,emmer,freekeh,millet,sorghum,teff,amaranth,buckwheat,kasha,maize meal,cornmeal,corn meal,grits,garri,semolina,porridge,cous cous`,
  // Dried pulses and dal.
  `dal,(split|marrowfat|dried) pea,(dried|mung|moth) bean,(soup|broth) mix,dried chickpea,dhal,adzuki,black gram,urad,urid,sooji,suji,poha`,
  // Indian millets and pulses by their Hindi names, as UK world-food shelves sell them (session 61).
  `ragi,jowar,bajra,dalia,masoor,toor,toovar,moong,lobia`,
  // Breakfast cereals.
  `corn flake,bran,(choco|chocolate|honey|multigrain) hoop,muesli,cornflake,frosties,shreddie,weetos,cheerio,granola,cluster,alpen,crunchy nut,coco pop,special k,fruit and fibre,wheat biscuit,(wholewheat|wholegrain|cereal) biscuit,bisk,shredded wholegrain,ready brek,golden nugget,(golden|choco) ball,wheatie,choco snap,(oat|fruit|nut|berry) crunch,golden graham,(honey|froot) loop`,
  // Rice, pasta and cereal brands.
  `!tilda,!veetee,!garofalo,!rummo,!la molisana,!pot noodle,!kelloggs,!weetabix,!jordans,!dorset cereals,!quaker,!scotts porage,!crownfield,!harvest morn,!mr lees,!mornflake,!flahavans`,
  // Pasta, noodle, rice and cereal brands (session 23).
  `!de cecco,!koka,!indomie,!nissin,!riso gallo,!tolly boy,!oatibix,!natures path,!lizis,!kellogs,!oat so simple`,
  // Polish groats and pasta (session 38).
  `kasza,makaron`,
  // Pancit palabok's rice noodles sold by the dish's name, from Wikipedia's "List of Philippine
  // dishes" (session 80): "Super Q Special Palabok 500g" was Pantry by default.
  `palabok`,
];
