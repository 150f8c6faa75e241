/**
 * The demo universe's sectors: Indian listed-market staples with the rough
 * economics that make their statements look plausible (margins, how much plant
 * a rupee of sales needs, working-capital days, typical valuations).
 */
export interface SectorProfile {
  name: string;
  /** Name endings, e.g. 'Cement Works' in 'Aravali Cement Works Ltd'. */
  cores: readonly string[];
  lender: boolean;
  /** Share of non-lender companies in this sector. */
  weight: number;
  /** Typical operating margin (fraction of sales). */
  margin: number;
  /** Sales per rupee of net block. */
  assetTurnover: number;
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
  /** Typical price/earnings range for a profitable company. */
  pe: readonly [number, number];
  /** Range of exports as a share of revenue, in percent. */
  exportShare: readonly [number, number];
}

const industrial = (profile: Omit<SectorProfile, 'lender'>): SectorProfile => ({ ...profile, lender: false });

export const SECTORS: readonly SectorProfile[] = [
  industrial({
    name: 'Cement',
    cores: ['Cement Works', 'Cements', 'Cement & Building Materials'],
    weight: 6,
    margin: 0.18,
    assetTurnover: 0.9,
    receivableDays: 20,
    inventoryDays: 45,
    payableDays: 60,
    pe: [18, 35],
    exportShare: [0, 8],
  }),
  industrial({
    name: 'Chemicals',
    cores: ['Chemicals', 'Speciality Chemicals', 'Organics', 'Dyes & Intermediates'],
    weight: 10,
    margin: 0.16,
    assetTurnover: 1.8,
    receivableDays: 70,
    inventoryDays: 75,
    payableDays: 65,
    pe: [20, 45],
    exportShare: [15, 60],
  }),
  industrial({
    name: 'Pharmaceuticals',
    cores: ['Pharma', 'Life Sciences', 'Remedies', 'Formulations'],
    weight: 9,
    margin: 0.2,
    assetTurnover: 2.2,
    receivableDays: 85,
    inventoryDays: 110,
    payableDays: 70,
    pe: [22, 45],
    exportShare: [20, 70],
  }),
  industrial({
    name: 'Textiles',
    cores: ['Textile Mills', 'Spinning Mills', 'Fabrics', 'Syntex'],
    weight: 8,
    margin: 0.11,
    assetTurnover: 1.5,
    receivableDays: 60,
    inventoryDays: 90,
    payableDays: 45,
    pe: [8, 18],
    exportShare: [10, 55],
  }),
  industrial({
    name: 'Auto Components',
    cores: ['Auto Components', 'Forgings', 'Autoparts', 'Castings'],
    weight: 9,
    margin: 0.14,
    assetTurnover: 2.0,
    receivableDays: 60,
    inventoryDays: 50,
    payableDays: 70,
    pe: [18, 38],
    exportShare: [5, 45],
  }),
  industrial({
    name: 'Metals',
    cores: ['Steel & Alloys', 'Metals', 'Alloys', 'Wires & Rods'],
    weight: 7,
    margin: 0.13,
    assetTurnover: 1.2,
    receivableDays: 35,
    inventoryDays: 80,
    payableDays: 55,
    pe: [6, 14],
    exportShare: [5, 35],
  }),
  industrial({
    name: 'FMCG',
    cores: ['Foods', 'Consumer Products', 'Beverages', 'Home Care'],
    weight: 8,
    margin: 0.15,
    assetTurnover: 4.0,
    receivableDays: 15,
    inventoryDays: 35,
    payableDays: 55,
    pe: [35, 60],
    exportShare: [0, 15],
  }),
  industrial({
    name: 'IT Services',
    cores: ['Infotech', 'Software Systems', 'Digital Services', 'Technologies'],
    weight: 8,
    margin: 0.21,
    assetTurnover: 6.0,
    receivableDays: 75,
    inventoryDays: 0,
    payableDays: 25,
    pe: [20, 40],
    exportShare: [60, 95],
  }),
  industrial({
    name: 'Power',
    cores: ['Power', 'Energy', 'Power Projects', 'Renewables'],
    weight: 5,
    margin: 0.32,
    assetTurnover: 0.35,
    receivableDays: 90,
    inventoryDays: 15,
    payableDays: 40,
    pe: [10, 22],
    exportShare: [0, 0],
  }),
  industrial({
    name: 'Construction',
    cores: ['Infra Builders', 'Constructions', 'Infraprojects', 'Projects'],
    weight: 7,
    margin: 0.12,
    assetTurnover: 3.0,
    receivableDays: 110,
    inventoryDays: 60,
    payableDays: 90,
    pe: [12, 25],
    exportShare: [0, 10],
  }),
  industrial({
    name: 'Capital Goods',
    cores: ['Engineering', 'Machine Tools', 'Pumps & Valves', 'Electricals'],
    weight: 8,
    margin: 0.13,
    assetTurnover: 3.5,
    receivableDays: 95,
    inventoryDays: 85,
    payableDays: 75,
    pe: [25, 50],
    exportShare: [5, 40],
  }),
  industrial({
    name: 'Agri & Fertilisers',
    cores: ['Agro Industries', 'Agritech', 'Seeds', 'Fertilisers'],
    weight: 6,
    margin: 0.12,
    assetTurnover: 2.5,
    receivableDays: 80,
    inventoryDays: 100,
    payableDays: 60,
    pe: [10, 22],
    exportShare: [0, 25],
  }),
  industrial({
    name: 'Plastics & Packaging',
    cores: ['Polymers', 'Plastics', 'Packaging', 'Poly Films'],
    weight: 6,
    margin: 0.12,
    assetTurnover: 2.0,
    receivableDays: 55,
    inventoryDays: 55,
    payableDays: 50,
    pe: [12, 28],
    exportShare: [5, 40],
  }),
  industrial({
    name: 'Logistics',
    cores: ['Logistics', 'Freight Carriers', 'Shipping', 'Warehousing'],
    weight: 3,
    margin: 0.14,
    assetTurnover: 1.6,
    receivableDays: 60,
    inventoryDays: 0,
    payableDays: 45,
    pe: [15, 32],
    exportShare: [0, 20],
  }),
];

export const LENDER_SECTORS: readonly SectorProfile[] = [
  {
    name: 'Banking',
    cores: ['Bank'],
    lender: true,
    weight: 4,
    margin: 0,
    assetTurnover: 0,
    receivableDays: 0,
    inventoryDays: 0,
    payableDays: 0,
    pe: [7, 16],
    exportShare: [0, 0],
  },
  {
    name: 'NBFC',
    cores: ['Finance', 'Fincorp', 'Capital', 'Housing Finance', 'Credit'],
    lender: true,
    weight: 6,
    margin: 0,
    assetTurnover: 0,
    receivableDays: 0,
    inventoryDays: 0,
    payableDays: 0,
    pe: [10, 28],
    exportShare: [0, 0],
  },
];
