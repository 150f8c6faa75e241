import { type Random } from './prng';
import { type SectorProfile } from './sectors';

/**
 * Fictional company names: an Indian river, hill or region plus a sector word.
 * The prefixes were checked by hand against the NSE equity list so that none
 * appears in a listed company's name; the demo flag marks them anyway.
 */
export const NAME_PREFIXES = [
  'Aravali',
  'Konkan',
  'Satpura',
  'Malwa',
  'Tapti',
  'Sabari',
  'Pench',
  'Betwa',
  'Teesta',
  'Lohit',
  'Kosi',
  'Gandak',
  'Gomti',
  'Saryu',
  'Mandovi',
  'Periyar',
  'Pamba',
  'Bhima',
  'Indrayani',
  'Tungabhadra',
  'Anamalai',
  'Palani',
  'Kolli',
  'Javadi',
  'Shevaroy',
  'Rajmahal',
  'Dhauladhar',
  'Kanha',
  'Chilika',
  'Vembanad',
  'Loktak',
  'Pulicat',
  'Sambhar',
  'Nilachal',
  'Kumaon',
  'Doaba',
  'Terai',
  'Khasi',
  'Jaintia',
  'Dudhwa',
  'Simlipal',
  'Nallamala',
  'Seshachalam',
  'Agumbe',
  'Brahmagiri',
  'Talakaveri',
  'Pattadakal',
  'Hampi',
  'Badami',
  'Konark',
  'Ellora',
  'Sanchi',
  'Lonar',
  'Kudremukh',
  'Girnar',
  'Mahendragiri',
  'Abujmarh',
  'Kaimur',
  'Mikir',
  'Patkai',
  'Barail',
  'Hadoti',
  'Vagad',
  'Bagad',
  'Nimar',
  'Baghelkhand',
  'Kodagu',
  'Wayanad',
  'Idukki',
  'Munnar',
  'Thekkady',
  'Kovalam',
  'Varkala',
  'Gokarna',
  'Dapoli',
  'Alibag',
  'Murud',
  'Ratnagiri',
  'Bhadra',
  'Sharavati',
  'Netravati',
  'Kabini',
  'Hemavati',
  'Arkavathi',
  'Ponnaiyar',
  'Vaigai',
  'Tamraparni',
  'Manjira',
  'Pranhita',
  'Indravati',
  'Sabarmati',
  'Banas',
  'Luni',
  'Mahi',
  'Shetrunji',
  'Vishwamitri',
  'Purna',
  'Wardha',
  'Wainganga',
  'Penganga',
  'Kanhan',
  'Rihand',
  'Ramganga',
  'Alaknanda',
  'Bhagirathi',
  'Mandakini',
  'Pindar',
  'Yamuna',
  'Beas',
  'Chenab',
  'Jhelum',
  'Kishanganga',
  'Dibang',
  'Siang',
  'Manas',
  'Sankosh',
  'Torsa',
  'Jaldhaka',
  'Mahananda',
  'Subarnarekha',
  'Baitarani',
  'Brahmani',
  'Rushikulya',
  'Vamsadhara',
  'Nagavali',
  'Sileru',
  'Kolab',
  'Giri',
] as const;

const ENDINGS = ['Ltd', 'Limited', 'Ltd', 'Industries Ltd'] as const;

export interface CompanyName {
  name: string;
  code: string;
}

/** Draws until the name and the code are both unused; `taken` sets are updated. */
export function drawCompanyName(random: Random, sector: SectorProfile, takenNames: Set<string>, takenCodes: Set<string>): CompanyName {
  for (let attempt = 0; attempt < 200; attempt++) {
    const prefix = random.pick(NAME_PREFIXES);
    const core = random.pick(sector.cores);
    // Banks read "Konkan Bank Ltd", never "Konkan Bank Industries Ltd".
    const ending = sector.lender ? 'Ltd' : random.pick(ENDINGS);
    const name = `${prefix} ${core} ${ending}`;
    if (takenNames.has(name.toLowerCase())) continue;
    const code = codeFor(prefix, core, takenCodes);
    if (code === undefined) continue;
    takenNames.add(name.toLowerCase());
    takenCodes.add(code);
    return { name, code };
  }
  throw new Error(`Ran out of fictional names for sector ${sector.name}`);
}

/** 'Aravali' + 'Cement Works' → 'ARAVCEM', then 'ARAVACEM', 'ARACEMW'… up to 10 letters like NSE symbols. */
function codeFor(prefix: string, core: string, taken: Set<string>): string | undefined {
  const head = letters(prefix);
  const tail = letters(core);
  for (const [headLength, tailLength] of [
    [4, 3],
    [5, 3],
    [3, 4],
    [4, 4],
    [6, 3],
    [3, 5],
    [5, 4],
    [6, 4],
  ] as const) {
    const code = `${head.slice(0, headLength)}${tail.slice(0, tailLength)}`.slice(0, 10);
    if (!taken.has(code)) return code;
  }
  return undefined;
}

const letters = (text: string): string => text.toUpperCase().replace(/[^A-Z]/g, '');
