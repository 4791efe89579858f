import { countryOfJurisdiction, jurisdictionOfIin } from '../aamva-jurisdictions.ts';

export interface AamvaFields {
  firstName: string;
  middleName?: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD, or the raw 8 characters to write (a card's '00000000'). */
  expiryDate: string;
  /** YYYY-MM-DD; five years before the expiry by default. */
  issueDate?: string;
  idNumber?: string;
  sex?: 'M' | 'F' | 'X';
  street?: string;
  city?: string;
  /** DAJ: the issuer's code by default; null leaves the element out. */
  addressJurisdiction?: string | null;
  postalCode?: string;
}

/**
 * How a scanner (or an issuer) bends the text: `crlf` ends lines with CR LF, `lf` writes every CR as LF
 * ("@\n\x1e\nANSI "), `no-header-separators` drops the three after '@', `bad-offsets` writes a wrong subfile
 * directory, `lowercase` lowercases the names, `padding` pads the text and the names with spaces and NULs.
 */
export type AamvaQuirk =
  'none' | 'crlf' | 'lf' | 'no-header-separators' | 'bad-offsets' | 'lowercase' | 'padding';

export interface AamvaPayloadOptions {
  /** The AAMVA version, 0–10 (10 by default); 0 writes the old 'AAMVA' file type. */
  version?: number;
  /** The issuer's IIN, New York's (636001) by default; its country sets the date order. */
  iin?: string;
  jurisdictionVersion?: number;
  subfile?: 'DL' | 'ID';
  /** Versions 0 and 1: the name in DAA ("LAST,FIRST,MIDDLE", the default) or in DAB, DAC and DAD. */
  nameElements?: 'full' | 'parts';
  /** The dates' order; by default CCYYMMDD for Canada and versions 0–1, else MMDDCCYY. */
  dateOrder?: 'MMDDCCYY' | 'CCYYMMDD';
  quirk?: AamvaQuirk | AamvaQuirk[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** The text of a licence's PDF417 barcode (header, subfile directory, DL or ID subfile, a Z subfile) for tests. */
export function aamvaPayload(fields: AamvaFields, options: AamvaPayloadOptions = {}): string {
  const version = options.version ?? 10;
  const iin = options.iin ?? '636001';
  const code = jurisdictionOfIin(iin) ?? 'NY';
  const country = jurisdictionOfIin(iin) ? countryOfJurisdiction(code) : 'USA';
  const quirks = new Set([options.quirk ?? 'none'].flat());
  const dateOrder = options.dateOrder ?? (country === 'CAN' || version <= 1 ? 'CCYYMMDD' : 'MMDDCCYY');
  const date = (iso: string) => {
    const [y, m, d] = iso.split('-');
    if (!d) return iso;
    return dateOrder === 'CCYYMMDD' ? `${y}${m}${d}` : `${m}${d}${y}`;
  };
  const name = (value: string) => {
    const cased = quirks.has('lowercase') ? value.toLowerCase() : value.toUpperCase();
    return quirks.has('padding') ? ` ${cased.replace(/ /g, '  ')}   ` : cased;
  };

  const lf = quirks.has('crlf') ? '\r\n' : '\n';
  const cr = quirks.has('crlf') ? '\r\n' : quirks.has('lf') ? '\n' : '\r';
  const separators = quirks.has('no-header-separators') ? '' : `${lf}\u001e${cr}`;

  const subfileType = options.subfile ?? 'DL';
  const elements = subfileElements(fields, { version, country, code, subfileType, date, name, options });
  const subfile = `${subfileType}${elements.join(lf)}${cr}`;
  const zType = `Z${code.charAt(0)}`;
  const zSubfile = `${zType}${zType}A${fields.idNumber?.slice(-4) ?? '0001'}${cr}`;

  const fileType = version === 0 ? 'AAMVA' : 'ANSI ';
  const jurisdictionVersion = version >= 2 ? pad2(options.jurisdictionVersion ?? 0) : '';
  const head = `@${separators}${fileType}${iin}${pad2(version)}${jurisdictionVersion}02`;
  const subfileOffset = head.length + 20;
  const [dlOffset, dlLength, zOffset] = quirks.has('bad-offsets')
    ? [subfileOffset + 13, subfile.length - 40, 0]
    : [subfileOffset, subfile.length, subfileOffset + subfile.length];
  const directory = `${subfileType}${pad4(dlOffset)}${pad4(dlLength)}${zType}${pad4(zOffset)}${pad4(zSubfile.length)}`;
  const text = `${head}${directory}${subfile}${zSubfile}`;
  return quirks.has('padding') ? `  \n${text}   \0\0\0` : text;
}

interface Context {
  version: number;
  country: 'USA' | 'CAN';
  code: string;
  subfileType: 'DL' | 'ID';
  date: (iso: string) => string;
  name: (value: string) => string;
  options: AamvaPayloadOptions;
}

function subfileElements(fields: AamvaFields, c: Context): string[] {
  const { version, country, date, name } = c;
  const middle = fields.middleName ?? '';
  const expiry = /^\d{4}-\d{2}-\d{2}$/.test(fields.expiryDate) ? fields.expiryDate : '2025-06-01';
  const issue = fields.issueDate ?? `${Number(expiry.slice(0, 4)) - 5}${expiry.slice(4)}`;
  const postal = fields.postalCode ?? (country === 'CAN' ? 'M5V 2T6' : '100010000');
  const daj = fields.addressJurisdiction === undefined ? c.code : fields.addressJurisdiction;
  const sex = { M: '1', F: '2', X: '9' }[fields.sex ?? 'F'];
  const address = [
    `DAG${fields.street ?? '123 MAIN ST'}`,
    `DAI${fields.city ?? 'SPRINGFIELD'}`,
    ...(daj === null ? [] : [`DAJ${daj}`]),
    `DAK${postal.padEnd(11, ' ')}`,
  ];
  const idNumber = `DAQ${fields.idNumber ?? '123456789'}`;

  if (version <= 1) {
    const names =
      c.options.nameElements === 'parts'
        ? [
            `DAB${name(fields.lastName)}`,
            `DAC${name(fields.firstName)}`,
            ...(middle ? [`DAD${name(middle)}`] : []),
          ]
        : [`DAA${name([fields.lastName, fields.firstName, middle].filter(Boolean).join(','))}`];
    return [
      idNumber,
      ...names,
      ...address,
      'DARD',
      'DASNONE',
      'DATNONE',
      `DBA${date(fields.expiryDate)}`,
      `DBB${date(fields.birthDate)}`,
      `DBC${sex}`,
      `DBD${date(issue)}`,
    ];
  }

  const privileges = c.subfileType === 'DL' ? ['DCAD', 'DCBNONE', 'DCDNONE'] : [];
  const names =
    version <= 3
      ? [`DCS${name(fields.lastName)}`, `DCT${name([fields.firstName, middle].filter(Boolean).join(','))}`]
      : [
          `DCS${name(fields.lastName)}`,
          `DAC${name(fields.firstName)}`,
          `DAD${middle ? name(middle) : 'NONE'}`,
        ];
  const truncation = version >= 4 ? ['DDEN', 'DDFN', 'DDGN'] : [];
  const revision = version >= 8 ? ['DDAF', `DDB${date('2017-01-03')}`, 'DDK1'] : [];
  return [
    ...privileges,
    `DBA${date(fields.expiryDate)}`,
    ...names,
    `DBD${date(issue)}`,
    `DBB${date(fields.birthDate)}`,
    `DBC${sex}`,
    'DAYBRO',
    `DAU${version >= 4 ? '067 IN' : '067'}`,
    ...address,
    idNumber,
    'DCF0123456789012345678901',
    `DCG${country}`,
    ...truncation,
    ...(version >= 5 ? ['DCK0000123456789012'] : []),
    ...revision,
  ];
}
