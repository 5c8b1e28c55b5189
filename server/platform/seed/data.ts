/** Word lists for the demo seed and the scale seed: common UK names, places and streets. */

const words = (s: string) => s.trim().split(/\s+/);
const list = (s: string) => s.split(',').map((w) => w.trim());

export const FEMALE_FIRST_NAMES = words(`
  Olivia Amelia Isla Ava Mia Ivy Lily Isabella Rosie Sophia Grace Freya Willow Florence Emily Ella Poppy Evie
  Elsie Charlotte Sienna Daisy Phoebe Sophie Alice Matilda Harper Ruby Esme Imogen Sarah Rebecca Catherine
  Helen Claire Joanne Rachel Victoria Hannah Laura Margaret Susan Patricia Elizabeth Jennifer Anne Gillian
  Fiona Priya Aisha Niamh Siobhan Eilidh Cerys Megan Zara Amira Chloe Lucy Jessica`);

export const MALE_FIRST_NAMES = words(`
  Oliver George Noah Arthur Muhammad Leo Oscar Harry Archie Jack Henry Charlie Freddie Theodore Thomas Finley
  Theo Alfie Jacob William Isaac Tommy Joshua James Lucas Alexander Arlo Edward Samuel Max David Paul Andrew
  Mark Richard Stephen Michael Christopher Daniel Matthew Robert Peter Ian Graham Neil Simon Gareth Rhys
  Callum Ewan Hamish Rory Aidan Sean Rohan Arjun Imran Kwame Tomasz Luca`);

export const SURNAMES = words(`
  Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Robinson Wright Thompson Evans Walker White
  Roberts Green Hall Thomas Clarke Jackson Wood Harris Edwards Turner Martin Cooper Hill Ward Hughes Moore
  Clark King Harrison Lewis Baker Lee Allen Morris Khan Scott Watson Davis Parker James Bennett Young
  Phillips Richardson Mitchell Bailey Carter Cook Singh Shaw Bell Collins Morgan Kelly Begum Miller Cox
  Hussain Marshall Simpson Price Anderson Adams Wilkinson Ali Ahmed Foster Ellis Murphy Chapman Mason Gray
  Richards Webb Griffiths Hunt Palmer Campbell Holmes Mills Rogers Barnes Knight Matthews Barker Powell
  Stevens Kaur Fisher Butler Dixon Russell Harvey Pearson Graham O'Brien MacDonald Fraser Reid Murray
  Stewart Llewellyn Pritchard Nowak Okafor Chen Wong Fernandes Rossi Kowalski Shah Mehta Fitzgerald
  Sutherland Achterberg`);

/** Outward codes with their post towns, across the UK. */
export const PLACES = list(`
  SW1A London, SE10 London, N1 London, E14 London, W4 London, M1 Manchester, M20 Manchester, B15 Birmingham,
  LS6 Leeds, S10 Sheffield, L18 Liverpool, NE2 Newcastle upon Tyne, BS8 Bristol, BA1 Bath, OX2 Oxford,
  CB2 Cambridge, EH10 Edinburgh, G12 Glasgow, AB15 Aberdeen, CF10 Cardiff, SA1 Swansea, BT9 Belfast, YO1 York,
  EX4 Exeter, NR2 Norwich, BN1 Brighton, GU1 Guildford, RG1 Reading, KT2 Kingston upon Thames, CH1 Chester,
  HG1 Harrogate, TN1 Tunbridge Wells, CM1 Chelmsford, NG7 Nottingham, LE2 Leicester, PL1 Plymouth,
  SO15 Southampton, CV1 Coventry, DH1 Durham, IV2 Inverness`).map((p) => {
  const [outward, ...town] = p.split(' ');
  return { outward, town: town.join(' ') };
});

export const STREETS = list(`
  High Street, Station Road, Church Lane, Victoria Road, Park Avenue, Mill Lane, London Road, Kings Road,
  Queens Drive, The Green, Manor Close, Orchard Way, Springfield Road, Grange Road, Chestnut Grove, Meadow View,
  Castle Street, Bridge Street, Albert Terrace, Riverside Walk, Elm Crescent, Willow Gardens, Beech Avenue,
  New Road, West Street, North Parade, School Lane`);

export const COMPANY_WORDS = list(`
  Holdings, Consulting, Engineering, Property, Investments, Logistics, Design, Architects, Dental Practice,
  Veterinary Services, Software, Joinery, Farms, Partners, Medical`);

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export const NATIONALITIES: readonly (readonly [string, number])[] = [
  ['GB', 86],
  ['IE', 4],
  ['IN', 3],
  ['PL', 2],
  ['FR', 2],
  ['DE', 1],
  ['NG', 1],
  ['US', 1],
];
