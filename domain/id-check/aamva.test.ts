import { describe, expect, it } from 'vitest';
import { parseAamva } from './aamva.ts';
import { AamvaError } from './parsed-id.ts';
import { aamvaPayload, type AamvaPayloadOptions, type AamvaQuirk } from './testing/aamva-payload.ts';

// Written by hand from the standard's layout, so the parser is not only checked against the test builder.
const NY_V8 =
  '@\n\u001e\rANSI 636001080002DL00410262ZN03030018DLDCAD\nDCBNONE\nDCDNONE\nDBA08152030\n' +
  'DCSMARTINEZ\nDACSOFIA\nDADISABEL\nDBD08152022\nDBB03021998\nDBC2\nDAYBRO\nDAU064 IN\n' +
  'DAG350 5TH AVE\nDAINEW YORK\nDAJNY\nDAK101180000  \nDAQ123 456 789\nDCFAB12345678\nDCGUSA\n' +
  'DDEN\nDDFN\nDDGN\r' +
  'ZNZNAMARTINEZ\r';

const expectedNy = {
  firstName: 'SOFIA',
  middleName: 'ISABEL',
  lastName: 'MARTINEZ',
  birthDate: '1998-03-02',
  expiryDate: '2030-08-15',
  jurisdiction: 'NY',
  idNumber: '123 456 789',
  version: 8,
  country: 'USA',
};

const tx = (header: string, eol: string) =>
  `${header}ANSI 636015100102DL00410248ZT02890010DL` +
  (
    'DCAC|DCBNONE|DCDNONE|DBA12312031|DCSNGUYEN|DACMINH|DADNONE|DBD01022024|DBB07041990|DBC1|DAYBLK|' +
    'DAU070 IN|DAG1 ELM ST|DAIAUSTIN|DAJTX|DAK787010000  |DAQ12345678|DCF1234567890|DCGUSA|DDEN|DDFN|DDGN|ZTZTA0101|'
  ).replaceAll('|', eol);

const expectedTx = {
  firstName: 'MINH',
  middleName: '',
  lastName: 'NGUYEN',
  birthDate: '1990-07-04',
  expiryDate: '2031-12-31',
  jurisdiction: 'TX',
  idNumber: '12345678',
  version: 10,
  country: 'USA',
};

describe('parseAamva: hand-written barcodes', () => {
  it('reads a New York version 8 licence', () => {
    expect(parseAamva(NY_V8)).toEqual(expectedNy);
  });

  it.each([
    ['LF, RS, CR', '@\n\u001e\r', '\n'],
    ['CR written as LF', '@\n\u001e\n', '\n'],
    ['CR LF line ends', '@\r\n\u001e\r\n', '\r\n'],
    ['no header separators', '@', '\n'],
    ['all separators as LF', '@\n\n\n', '\n'],
  ])('reads a Texas version 10 licence with %s', (_, header, eol) => {
    expect(parseAamva(tx(header, eol))).toEqual(expectedTx);
  });

  it('ignores leading whitespace, trailing padding and NULs', () => {
    expect(parseAamva(`\n  \t${NY_V8}     \0\0\0\0`)).toEqual(expectedNy);
  });

  it('finds the subfile by its text when the directory offsets are wrong', () => {
    const wrong = NY_V8.replace('DL00410262ZN03030018', 'DL00000000ZN99999999');
    expect(parseAamva(wrong)).toEqual(expectedNy);
    expect(parseAamva(wrong.replace('DLDCAD', 'DL\r\nDCAD'))).toEqual(expectedNy);
  });

  it('reads a New Jersey version 3 card with given names in DCT', () => {
    const nj =
      '@\n\u001e\rANSI 636036030102DL00410230ZN02710030DLDCAD\nDCBNONE\nDCDNONE\nDBA10312029\n' +
      'DCSO BRIEN\nDCTKEVIN,PATRICK JAMES\nDBD10312021\nDBB10311975\nDBC1\nDAYBLU\nDAU072\n' +
      'DAG12 BROAD ST\nDAINEWARK\nDAJNJ\nDAK071020000  \nDAQO12345678901234\nDCF1234\nDCGUSA\r' +
      'ZNZNAB\r';
    expect(parseAamva(nj)).toMatchObject({
      firstName: 'KEVIN',
      middleName: 'PATRICK JAMES',
      lastName: 'O BRIEN',
      birthDate: '1975-10-31',
      jurisdiction: 'NJ',
      idNumber: 'O12345678901234',
      version: 3,
    });
  });

  it('reads given names in DCT separated by a space', () => {
    const card = NY_V8.replace('DACSOFIA\nDADISABEL', 'DCTSOFIA ISABEL');
    expect(parseAamva(card)).toMatchObject({
      firstName: 'SOFIA',
      middleName: 'ISABEL',
      lastName: 'MARTINEZ',
    });
  });

  it('reads a California version 10 ID card with lowercase, spaced names and placeholders', () => {
    const ca =
      '@\n\u001e\rANSI 636014100001ID00310190IDDBA05052032\nDCS  de la  cruz \nDAC josé\nDADunavl\n' +
      'DBD05052024\nDBB11302000\nDBC9\nDAYGRN\nDAU066 IN\nDAG1 MARKET ST\nDAISAN FRANCISCO\nDAJCA\n' +
      'DAK941050000  \nDAQD1234567\nDCF05/05/2024\nDCGUSA\nDDEN\nDDFN\nDDGN\r';
    expect(parseAamva(ca)).toEqual({
      firstName: 'josé',
      middleName: '',
      lastName: 'de la cruz',
      birthDate: '2000-11-30',
      expiryDate: '2032-05-05',
      jurisdiction: 'CA',
      idNumber: 'D1234567',
      version: 10,
      country: 'USA',
    });
  });

  it('reads an Ontario licence: CCYYMMDD dates, Canada from the IIN when there is no DCG', () => {
    const on =
      '@\n\u001e\rANSI 636012030001DL00310204DLDAQS1234-56789-01234\nDCSTREMBLAY\nDCTÉLODIE,MARIE\n' +
      'DBA20290714\nDBB19950714\nDBD20240714\nDBC2\nDAU165 cm\nDAG100 QUEEN ST W\nDAITORONTO\nDAJON\n' +
      'DAKM5H 2N2    \nDCAG\r';
    expect(parseAamva(on)).toEqual({
      firstName: 'ÉLODIE',
      middleName: 'MARIE',
      lastName: 'TREMBLAY',
      birthDate: '1995-07-14',
      expiryDate: '2029-07-14',
      jurisdiction: 'ON',
      idNumber: 'S1234-56789-01234',
      version: 3,
      country: 'CAN',
    });
  });

  it('reads a Pennsylvania version 1 licence: no jurisdiction version, the name in DAA', () => {
    const pa =
      '@\n\u001e\rANSI 6360250101DL00290191DLDAQ12 345 678\nDAALEE,MIN-JUN,\nDAG1 MARKET ST\n' +
      'DAIPHILADELPHIA\nDAJPA\nDAK19107     \nDARC\nDASNONE\nDATNONE\nDBA20280105\nDBB19880105\nDBCM\r';
    const parsed = parseAamva(pa);
    expect(parsed).toMatchObject({ firstName: 'MIN-JUN', middleName: '', lastName: 'LEE', version: 1 });
    expect(parsed).toMatchObject({ birthDate: '1988-01-05', expiryDate: '2028-01-05', jurisdiction: 'PA' });
  });

  it('reads a Florida version 1 licence with the name in DAA split by $ and US dates', () => {
    const fl =
      '@\n\u001e\rANSI 6360100102DL00390187ZF02260047DLDAQS123456789012\nDAAGARCIA$MARIA$ELENA ROSA\n' +
      'DAG1 OCEAN DR\nDAIMIAMI\nDAJFL\nDAK331390000\nDBA06302031\nDBB06301980\nDBC2\r' +
      'ZFZFAREPLACED\r';
    const parsed = parseAamva(fl);
    expect(parsed).toMatchObject({ firstName: 'MARIA', middleName: 'ELENA ROSA', lastName: 'GARCIA' });
    expect(parsed).toMatchObject({ birthDate: '1980-06-30', expiryDate: '2031-06-30', jurisdiction: 'FL' });
  });

  it('reads a version 1 card with the name in DAB, DAC and DAD', () => {
    const ct =
      '@\n\u001e\rANSI 6360060101DL00290120DLDAQ123456789\nDABKOWALSKI\nDACANNA\nDADNONE\n' +
      'DBA20280229\nDBB20000229\nDAJCT\r';
    const parsed = parseAamva(ct);
    expect(parsed).toMatchObject({
      firstName: 'ANNA',
      middleName: '',
      lastName: 'KOWALSKI',
      jurisdiction: 'CT',
    });
    expect(parsed).toMatchObject({ birthDate: '2000-02-29', expiryDate: '2028-02-29', country: 'USA' });
  });

  it('reads a card from before the 2000 standard (file type AAMVA) as version 0', () => {
    const va =
      '@\n\u001e\rAAMVA6360000101DL00290150DLDAQT12345678\nDAAPUBLIC,JOHN,Q\nDAJVA\nDBA20300101\n' +
      'DBB19600101\r';
    const parsed = parseAamva(va);
    expect(parsed).toMatchObject({ firstName: 'JOHN', middleName: 'Q', lastName: 'PUBLIC', version: 0 });
    expect(parsed).toMatchObject({ birthDate: '1960-01-01', expiryDate: '2030-01-01', jurisdiction: 'VA' });
  });

  it.each(Object.entries({ 636036: 'NJ', 636006: 'CT', 636025: 'PA', 636016: 'NL', 604432: 'AB' }))(
    'reads the issuer number %s as %s',
    (iin, code) => expect(parseAamva(NY_V8.replace('636001', iin)).jurisdiction).toBe(code),
  );

  it('trusts the country element over the issuer', () => {
    expect(parseAamva(NY_V8.replace('DCGUSA', 'DCGCAN')).country).toBe('CAN');
  });

  it('falls back to the address jurisdiction for an issuer it does not know', () => {
    const unknown = NY_V8.replace('636001', '990001');
    expect(parseAamva(unknown)).toMatchObject({ jurisdiction: 'NY', country: 'USA' });
    const noCountry = unknown.replace('DCGUSA\n', '').replace('DAJNY', 'DAJ on');
    const canadian = noCountry.replace('DBA08152030', 'DBA20300815').replace('DBB03021998', 'DBB19980302');
    expect(parseAamva(canadian)).toMatchObject({ jurisdiction: 'ON', country: 'CAN', version: 8 });
    expect(parseAamva(canadian).birthDate).toBe('1998-03-02');
    // The Northwest Territories have no IIN on AAMVA's list: their cards are named by the address's field.
    expect(parseAamva(canadian.replace('DAJ on', 'DAJNT'))).toMatchObject({
      jurisdiction: 'NT',
      country: 'CAN',
    });
  });
});

describe('parseAamva: refusals', () => {
  const unknownIssuer = NY_V8.replace('636001', '990001');
  it.each([
    ['an empty text', '', /Not an AAMVA/],
    ['a URL', 'https://example.com/menu', /Not an AAMVA/],
    ['a product barcode', '0123456789012', /Not an AAMVA/],
    ['a header without a version', '@\n\u001e\rANSI 636001', /Not an AAMVA/],
    ['a text without the compliance indicator', NY_V8.slice(1), /Not an AAMVA/],
    ['a header with no subfile', '@\n\u001e\rANSI 636001080000', /no DL or ID subfile/],
    ['no date of birth', NY_V8.replace('DBB03021998\n', ''), /no date of birth/],
    ['a birth month 13', NY_V8.replace('DBB03021998', 'DBB13021998'), /date of birth is not a date/],
    [
      'a birth date of 30 February',
      NY_V8.replace('DBB03021998', 'DBB02301998'),
      /date of birth is not a date/,
    ],
    ['a birth date in letters', NY_V8.replace('DBB03021998', 'DBBMAR 1998'), /date of birth is not a date/],
    [
      'a birth date of seven digits',
      NY_V8.replace('DBB03021998', 'DBB0302199'),
      /date of birth is not a date/,
    ],
    ['the expiry 00000000', NY_V8.replace('DBA08152030', 'DBA00000000'), /expiry date is not a date/],
    ['the expiry 99999999', NY_V8.replace('DBA08152030', 'DBA99999999'), /expiry date is not a date/],
    ['an empty expiry', NY_V8.replace('DBA08152030', 'DBA'), /no expiry date/],
    [
      'an expiry before the birth date',
      NY_V8.replace('DBA08152030', 'DBA08151990'),
      /before the date of birth/,
    ],
    ['an unknown issuer with no DAJ', unknownIssuer.replace('DAJNY\n', ''), /Unknown ID issuer 990001/],
    ['an unknown issuer with DAJ not a code', unknownIssuer.replace('DAJNY', 'DAJXX'), /Unknown ID issuer/],
    ['no ID number', NY_V8.replace('DAQ123 456 789\n', ''), /ID number/],
    ['an ID number no ID carries', NY_V8.replace('DAQ123 456 789', 'DAQ123<456>'), /ID number/],
    ['no last name', NY_V8.replace('DCSMARTINEZ', 'DCSNONE'), /no last name/],
    ['no first name', NY_V8.replace('DACSOFIA', 'DACunavl'), /no first name/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseAamva(text)).toThrow(AamvaError);
    expect(() => parseAamva(text)).toThrow(message);
  });
});

const holder = {
  firstName: 'Ana',
  middleName: 'María José',
  lastName: 'López García',
  birthDate: '1999-12-31',
  expiryDate: '2031-01-15',
  idNumber: 'A1234 5678',
};

describe('parseAamva: barcodes from the test builder', () => {
  const cards: [string, string, number, AamvaPayloadOptions?][] = [
    ['636001', 'NY', 10],
    ['636036', 'NJ', 9],
    ['636014', 'CA', 8],
    ['636015', 'TX', 3],
    ['636025', 'PA', 1],
    ['636010', 'FL', 1, { nameElements: 'parts', dateOrder: 'MMDDCCYY' }],
    ['636006', 'CT', 5, { subfile: 'ID' }],
    ['636012', 'ON', 10],
    ['636028', 'BC', 8],
    ['604428', 'QC', 3],
    ['636000', 'VA', 0],
  ];
  const quirks = ['none', 'crlf', 'lf', 'no-header-separators', 'bad-offsets', 'lowercase', 'padding'];
  const table = cards.flatMap(([iin, code, version, options]) =>
    [...quirks, 'crlf+bad-offsets+padding+lowercase'].map((q) => {
      const quirk = q.split('+') as AamvaQuirk[];
      return [code, version, q, { ...options, version, iin, quirk }] as const;
    }),
  );

  it.each(table)('reads %s version %i with %s', (code, version, quirk, options) => {
    const cased = (s: string) => (quirk.includes('lowercase') ? s.toLowerCase() : s.toUpperCase());
    expect(parseAamva(aamvaPayload(holder, options))).toEqual({
      firstName: cased('Ana'),
      middleName: cased('María José'),
      lastName: cased('López García'),
      birthDate: '1999-12-31',
      expiryDate: '2031-01-15',
      jurisdiction: code,
      idNumber: 'A1234 5678',
      version,
      country: ['ON', 'BC', 'QC'].includes(code) ? 'CAN' : 'USA',
    });
  });

  it('writes a directory whose offsets point at each subfile', () => {
    const text = aamvaPayload(holder, { version: 10 });
    const entries = [...text.matchAll(/(DL|ZN)(\d{4})(\d{4})/g)].slice(0, 2);
    for (const [, type = '', offset, length] of entries) {
      const subfile = text.slice(Number(offset), Number(offset) + Number(length));
      expect(subfile.startsWith(type)).toBe(true);
      expect(subfile.endsWith('\r')).toBe(true);
    }
    expect(entries).toHaveLength(2);
  });

  it('writes Canadian dates as CCYYMMDD and US dates as MMDDCCYY', () => {
    expect(aamvaPayload(holder, { iin: '636012' })).toContain('\nDBB19991231\n');
    expect(aamvaPayload(holder, { iin: '636001' })).toContain('\nDBB12311999\n');
  });
});
