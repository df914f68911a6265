// Hand-written rules the goods generator applies (docs/domain/heat-load.md, "Goods catalogue").
// Ids are stable: groups by this table, goods by their source row (see generate-goods.mjs).

/**
 * Product groups, pt-BR names. `defaultFreezingPoint` (°C) fills goods whose source has none;
 * 'MEDIAN' means "median of the ASHRAE rows of the same kind", computed by the generator.
 */
export const GROUPS = [
  {
    id: 1,
    code: 'miscellaneous',
    name: 'Diversos',
    defaultFreezingPoint: -1.0,
    defaultFreezingPointSource:
      'engineering choice: a generic high-moisture food freezes at about −1 °C; the warmer value is the conservative one (latent load counted sooner)',
  },
  {
    id: 2,
    code: 'beef',
    name: 'Carnes bovinas',
    defaultFreezingPoint: -1.7,
    defaultFreezingPointSource:
      'ASHRAE Table 3 (IP, converted): "Sirloin, lean" −1.7 °C; the carcass row gives −2.2 °C, the warmer lean-cut value is kept (conservative)',
  },
  {
    id: 3,
    code: 'pork',
    name: 'Carnes suínas',
    defaultFreezingPoint: -2.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: pork −2 °C (coarse)',
  },
  {
    id: 4,
    code: 'lamb',
    name: 'Carnes ovinas',
    defaultFreezingPoint: -2.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: lamb −2 °C (coarse)',
  },
  {
    id: 5,
    code: 'poultry',
    name: 'Aves',
    defaultFreezingPoint: -2.8,
    defaultFreezingPointSource:
      'engineering choice: −2.8 °C, the value usually quoted for fresh poultry (not in the excerpt; verify against the full ASHRAE table)',
  },
  {
    id: 6,
    code: 'processed-meat',
    name: 'Embutidos e frios',
    defaultFreezingPoint: -3.0,
    defaultFreezingPointSource:
      'engineering choice: 2–4 % salt lowers the freezing point below fresh meat (−2 °C, Earle); −3 °C',
  },
  {
    id: 7,
    code: 'fish',
    name: 'Pescados e frutos do mar',
    defaultFreezingPoint: -2.2,
    defaultFreezingPointSource: 'ASHRAE Table 3 (IP, converted): every whole-fish row is −2.2 °C',
  },
  {
    id: 8,
    code: 'dairy',
    name: 'Laticínios',
    defaultFreezingPoint: -1.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: milk −1 °C (coarse)',
  },
  {
    id: 9,
    code: 'cheese',
    name: 'Queijos',
    defaultFreezingPoint: -1.0,
    defaultFreezingPointSource:
      'engineering choice: fresh cheeses freeze near −1 °C, ripened ones far lower; the warmest value is kept (conservative)',
  },
  {
    id: 10,
    code: 'butter',
    name: 'Manteigas e margarinas',
    defaultFreezingPoint: -1.0,
    defaultFreezingPointSource:
      'engineering choice: the water phase of unsalted butter freezes near −1 °C; with 14–33 % water the latent term is small',
  },
  {
    id: 11,
    code: 'eggs',
    name: 'Ovos',
    defaultFreezingPoint: -3.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: eggs −3 °C (coarse)',
  },
  { id: 12, code: 'fruit', name: 'Frutas', defaultFreezingPoint: 'MEDIAN' },
  {
    id: 13,
    code: 'frozen-fruit-pulp',
    name: 'Polpas de fruta congeladas',
    defaultFreezingPoint: 'MEDIAN',
  },
  { id: 14, code: 'vegetables', name: 'Hortaliças', defaultFreezingPoint: 'MEDIAN' },
  {
    id: 15,
    code: 'beverages',
    name: 'Bebidas',
    defaultFreezingPoint: -2.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: beer −2 °C (coarse)',
  },
  {
    id: 16,
    code: 'ice-cream',
    name: 'Sorvetes',
    defaultFreezingPoint: -3.0,
    defaultFreezingPointSource:
      'Earle, Unit Operations, App. 7: ice cream "−3 to −18 °C", initial −3 °C',
  },
  {
    id: 17,
    code: 'bakery',
    name: 'Panificados e massas',
    defaultFreezingPoint: -2.0,
    defaultFreezingPointSource: 'Earle, Unit Operations, App. 7: bread −2 °C (coarse)',
  },
];

/**
 * Commodities of the ASHRAE/Earle excerpt that TACO lacks, added with pt-BR names.
 * `key` is `source_id|item_en`; `respiration` names a row of respiration_heat.csv.
 */
export const ADDITIONS = [
  {
    key: 'ASHRAE2006_T3_SI|Artichokes, globe',
    name: 'Alcachofra',
    group: 'vegetables',
    respiration: 'Artichokes, globe',
  },
  {
    key: 'ASHRAE2006_T3_SI|Artichokes, Jerusalem',
    name: 'Tupinambo (alcachofra-de-jerusalém)',
    group: 'vegetables',
    respiration: 'Potatoes',
  },
  {
    key: 'ASHRAE2006_T3_SI|Asparagus',
    name: 'Aspargo',
    group: 'vegetables',
    respiration: 'Asparagus',
  },
  {
    key: 'ASHRAE2006_T3_SI|Beans, lima',
    name: 'Feijão-de-lima, verde',
    group: 'vegetables',
    respiration: 'Beans, butter',
  },
  {
    key: 'ASHRAE2006_T3_SI|Brussels sprouts',
    name: 'Couve-de-bruxelas',
    group: 'vegetables',
    respiration: 'Brussels sprouts',
  },
  {
    key: 'ASHRAE2006_T3_SI|Celeriac',
    name: 'Aipo-rábano',
    group: 'vegetables',
    respiration: 'Turnips',
  },
  {
    key: 'ASHRAE2006_T3_SI|Corn, sweet, yellow',
    name: 'Milho verde',
    group: 'vegetables',
    respiration: 'Sweet Corn',
  },
  {
    key: 'ASHRAE2006_T3_SI|Endive',
    name: 'Endívia',
    group: 'vegetables',
    respiration: 'Leafy Greens',
  },
  {
    key: 'ASHRAE2006_T3_SI|Ginger, root',
    name: 'Gengibre',
    group: 'vegetables',
    respiration: 'Ginger, root',
  },
  {
    key: 'ASHRAE2006_T3_SI|Horseradish',
    name: 'Raiz-forte',
    group: 'vegetables',
    respiration: 'Horseradish',
  },
  {
    key: 'ASHRAE2006_T3_SI|Kale',
    name: 'Couve kale',
    group: 'vegetables',
    respiration: 'Leafy Greens',
  },
  {
    key: 'ASHRAE2006_T3_SI|Kohlrabi',
    name: 'Couve-rábano',
    group: 'vegetables',
    respiration: 'Kohlrabi',
  },
  {
    key: 'ASHRAE2006_T3_SI|Mushrooms',
    name: 'Cogumelo (champignon)',
    group: 'vegetables',
    respiration: 'Mushrooms',
  },
  {
    key: 'ASHRAE2006_T3_SI|Parsnips',
    name: 'Pastinaca (cherovia)',
    group: 'vegetables',
    respiration: 'Parsnips',
  },
  {
    key: 'ASHRAE2006_T3_SI|Potatoes, sweet',
    name: 'Batata-doce',
    group: 'vegetables',
    respiration: 'Potatoes, sweet',
  },
  {
    key: 'ASHRAE2006_T3_SI|Rhubarb',
    name: 'Ruibarbo',
    group: 'vegetables',
    respiration: 'Rhubarb',
  },
  {
    key: 'ASHRAE2006_T3_SI|Rutabaga',
    name: 'Rutabaga',
    group: 'vegetables',
    respiration: 'Turnips',
  },
  {
    key: 'ASHRAE2006_T3_SI|Salsify (vegetable oyster)',
    name: 'Salsifi',
    group: 'vegetables',
    respiration: 'Turnips',
  },
  {
    key: 'ASHRAE2006_T3_SI|Spinach',
    name: 'Espinafre',
    group: 'vegetables',
    respiration: 'Leafy Greens',
  },
  {
    key: 'ASHRAE2006_T3_SI|Tomatoes, mature green',
    name: 'Tomate verde-maduro',
    group: 'vegetables',
    respiration: 'Tomatoes, mature green',
  },
  {
    key: 'ASHRAE2006_T3_SI|Turnip greens',
    name: 'Nabo, folhas',
    group: 'vegetables',
    respiration: 'Leafy Greens',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Peas, green',
    name: 'Ervilha verde',
    group: 'vegetables',
    respiration: 'Peas, garden',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Apricots',
    name: 'Damasco',
    group: 'fruit',
    respiration: 'Apricots',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Blackberries',
    name: 'Amora-preta',
    group: 'fruit',
    respiration: 'Brambles',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Blueberries',
    name: 'Mirtilo',
    group: 'fruit',
    respiration: 'Blueberries',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Cherries, sour',
    name: 'Cereja ácida',
    group: 'fruit',
    respiration: 'Cherries, sweet',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Cherries, sweet',
    name: 'Cereja doce',
    group: 'fruit',
    respiration: 'Cherries, sweet',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Cranberries',
    name: 'Cranberry (oxicoco)',
    group: 'fruit',
    respiration: 'Cranberries',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Raspberries',
    name: 'Framboesa',
    group: 'fruit',
    respiration: 'Brambles',
  },
  {
    key: 'Earle_UnitOps_App7|Grapefruit',
    name: 'Toranja (grapefruit)',
    group: 'fruit',
    respiration: 'Grapefruit',
  },
  { key: 'ASHRAE_T3_IP_engineersedge|Cod', name: 'Bacalhau fresco (cod), inteiro', group: 'fish' },
  { key: 'ASHRAE_T3_IP_engineersedge|Haddock', name: 'Hadoque, inteiro', group: 'fish' },
  { key: 'ASHRAE_T3_IP_engineersedge|Halibut', name: 'Halibute, inteiro', group: 'fish' },
  { key: 'ASHRAE_T3_IP_engineersedge|Herring, kippered', name: 'Arenque defumado', group: 'fish' },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Mackerel, Atlantic',
    name: 'Cavala do Atlântico, inteira',
    group: 'fish',
  },
  { key: 'ASHRAE_T3_IP_engineersedge|Perch', name: 'Perca, inteira', group: 'fish' },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Pollock, Atlantic',
    name: 'Escamudo (pollock), inteiro',
    group: 'fish',
  },
  { key: 'ASHRAE_T3_IP_engineersedge|Salmon, pink', name: 'Salmão rosa, inteiro', group: 'fish' },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Carcass, choice',
    name: 'Carcaça bovina (choice)',
    group: 'beef',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Round, full cut, lean',
    name: 'Coxão bovino (round), magro',
    group: 'beef',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Sirloin, lean',
    name: 'Alcatra bovina (sirloin), magra',
    group: 'beef',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|T-bone steak, lean',
    name: 'Bisteca bovina (T-bone), magra',
    group: 'beef',
  },
  {
    key: 'ASHRAE_T3_IP_engineersedge|Tenderloin, lean',
    name: 'Filé-mignon bovino (tenderloin), magro',
    group: 'beef',
  },
  { key: 'Earle_UnitOps_App7|Veal', name: 'Vitela (carcaça)', group: 'beef' },
  { key: 'Earle_UnitOps_App7|Pork', name: 'Carne suína (carcaça, média)', group: 'pork' },
  { key: 'Earle_UnitOps_App7|Lamb', name: 'Carne de cordeiro (carcaça)', group: 'lamb' },
  { key: 'Earle_UnitOps_App7|Bacon', name: 'Bacon', group: 'processed-meat' },
  { key: 'Earle_UnitOps_App7|Milk', name: 'Leite de vaca integral', group: 'dairy' },
  { key: 'Earle_UnitOps_App7|Ice cream', name: 'Sorvete', group: 'ice-cream' },
  { key: 'Earle_UnitOps_App7|Bread', name: 'Pão', group: 'bakery' },
  { key: 'Earle_UnitOps_App7|Water', name: 'Água', group: 'beverages' },
];

/**
 * Respiration commodity (a row of respiration_heat.csv) for a TACO fruit or vegetable, by name.
 * Order matters: the first matching pattern wins. Analogues are named in the docs.
 */
const RESPIRATION_PATTERNS = [
  [/^Abacate/, 'Avocados'],
  [/^Abacaxi/, 'Pineapples'],
  [/^Ameixa/, 'Plums'],
  [/^Banana/, 'Bananas'],
  [/^Caqui/, 'Persimmons'],
  [/^Figo/, 'Figs'],
  [/^Kiwi/, 'Kiwifruit'],
  [/^(Laranja|Mexerica|Tangerina)/, 'Oranges'],
  [/^Limão/, 'Lemons and limes'],
  [/^Maçã/, 'Apples, fall'],
  [/^Mamão/, 'Papayas'],
  [/^Manga/, 'Mangoes'],
  [/^Maracujá/, 'Passion fruit'],
  [/^Melancia/, 'Watermelons'],
  [/^Melão/, 'Cantaloupes'],
  [/^Morango/, 'Strawberries'],
  [/^(Nêspera|Pêssego)/, 'Peaches'],
  [/^Pêra/, 'Pears'],
  [/^Romã/, 'Pomegranates'],
  [/^Uva/, 'Grapes'],
  [
    /^(Abiu|Acerola|Atemóia|Cajá|Caju|Carambola|Ciriguela|Cupuaçu|Fruta-pão|Goiaba|Graviola|Jabuticaba|Jaca|Jambo|Jamelão|Macaúba|Pequi|Pinha|Pitanga|Tamarindo|Tucumã|Umbu)/,
    'Tropical fruit (class)',
  ],
  [/^(Abóbora|Abobrinha|Chuchu)/, 'Squash'],
  [/^(Jiló|Maxixe|Jurubeba|Pepino)/, 'Cucumbers'],
  [/^(Berinjela|Pimentão)/, 'Peppers'],
  [/^Tomate/, 'Tomatoes, ripening'],
  [/^Aipo/, 'Celery'],
  [/^Alho-poró/, 'Leeks'],
  [/^Alho/, 'Garlic'],
  [/^Cebolinha/, 'Green Onions'],
  [/^Cebola/, 'Onions, dry'],
  [/^Batata, inglesa/, 'Potatoes'],
  [/^Batata, baroa/, 'Carrots, topped'],
  [/^(Cará|Inhame|Mandioca)/, 'Tropical roots and tubers'],
  [/^Beterraba/, 'Beets, topped'],
  [/^Cenoura/, 'Carrots, topped'],
  [/^(Nabo|Rabanete)/, 'Turnips'],
  [/^Brócolis/, 'Broccoli'],
  [/^Couve-flor/, 'Cauliflower'],
  [/^Repolho/, 'Cabbage'],
  [/^Quiabo/, 'Okra'],
  [/^(Vagem|Feijão, broto)/, 'Beans, string'],
  [
    /^(Acelga|Agrião|Alface|Alfavaca|Almeirão|Caruru|Catalonha|Chicória|Couve, manteiga|Espinafre|Manjericão|Mostarda|Rúcula|Salsa|Serralha|Taioba)/,
    'Leafy Greens',
  ],
];

/** @param {string} name pt-BR TACO name */
export function findRespirationCommodity(name) {
  const found = RESPIRATION_PATTERNS.find(([pattern]) => pattern.test(name));
  if (!found) throw new Error(`no respiration rule for "${name}"`);
  return found[1];
}

/**
 * Spelling fixes to the source's product names (TACO's own typos), applied by the generator so
 * the catalogue, the web and the reports all show the fixed name. Whole-word, case-sensitive.
 */
export const NAME_CORRECTIONS = [['filé mingnon', 'filé mignon']];

/** A source name with NAME_CORRECTIONS applied. */
export function correctGoodsName(name) {
  return NAME_CORRECTIONS.reduce((text, [wrong, right]) => text.replaceAll(wrong, right), name);
}
