import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { importAddresses, parseAddressCsv } from '../../src/db/importers/addresses.js';
import { importBsbDirectory, parseBsbCsv } from '../../src/db/importers/bsb-directory.js';
import { CsvFormatError, parseCsv } from '../../src/db/importers/csv.js';
import { sampleFilePath } from '../../src/db/seed/sample-files.js';
import { createTestDatabase } from '../support/test-database.js';

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"', 'two\nlines'] },
      { line: 3, fields: ['1', '2', '3', '4'] },
    ]);
  });

  it('skips a byte-order mark and blank lines and keeps empty fields', () => {
    expect(parseCsv('\uFEFFx,,z\n\n"",y,\n').map((r) => r.fields)).toEqual([
      ['x', '', 'z'],
      ['', 'y', ''],
    ]);
  });

  it('reads a last record without a line end', () => {
    expect(parseCsv('a,b\nc,"d"').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\nc,"open\n')).toThrow(CsvFormatError);
    expect(() => parseCsv('a,b\nc,"open\n')).toThrow(/Line 2/);
    expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote/);
  });
});

describe('parseBsbCsv', () => {
  it('reads the published headerless layout and keeps the positional payment flags', () => {
    const rows = parseBsbCsv(
      '"063-010","CBA","Geelong","148 Moorabool Street","Geelong","VIC","3220"," EH"\n',
    );
    expect(rows).toEqual([
      {
        bsb: '063-010',
        bank_code: 'CBA',
        name: 'Geelong',
        address: '148 Moorabool Street',
        suburb: 'Geelong',
        state: 'VIC',
        postcode: '3220',
        payments_flags: ' EH',
      },
    ]);
  });

  it('skips a header row, accepts a BSB without its hyphen and keeps commas inside quotes', () => {
    const rows = parseBsbCsv(
      'BSB Number,Bank Code,BSB Name,Address,Suburb,State,Postcode,Payments Flags\n' +
        '033000,WBC,Melbourne,"Level 1, 360 Collins Street",Melbourne,VIC,3000,PEH\n',
    );
    expect(rows[0]).toMatchObject({ bsb: '033-000', address: 'Level 1, 360 Collins Street' });
  });

  it('refuses a row whose first field is not a BSB', () => {
    expect(() => parseBsbCsv('"063-010","CBA","Geelong"\n"63-01","CBA","Bad"\n')).toThrow(
      /Line 2.*not a BSB/,
    );
  });

  it('reads the shipped sample with the major banks', () => {
    const rows = parseBsbCsv(readFileSync(sampleFilePath('bsb'), 'utf8'));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const banks = new Set(rows.map((r) => r.bank_code));
    for (const bank of ['CBA', 'WBC', 'ANZ', 'NAB', 'BEN', 'ING', 'MBL']) expect(banks).toContain(bank);
  });
});

describe('parseAddressCsv', () => {
  const header =
    'ADDRESS_DETAIL_PID,BUILDING_NAME,FLAT_TYPE_CODE,FLAT_NUMBER,NUMBER_FIRST,NUMBER_FIRST_SUFFIX,NUMBER_LAST,' +
    'STREET_NAME,STREET_TYPE_CODE,LOCALITY_NAME,STATE_ABBREVIATION,POSTCODE,POSTAL_DELIVERY_TYPE,POSTAL_DELIVERY_NUMBER\n';

  it('builds address lines and a searchable text from a street address with a unit', () => {
    const [row] = parseAddressCsv(
      `${header}"GAVIC1",,"UNIT","3","27",,,"ABERDEEN","STREET","NEWTOWN","VIC","3220",,\n`,
    );
    expect(row).toEqual({
      id: 'GAVIC1',
      single_line: 'Unit 3, 27 Aberdeen Street, Newtown VIC 3220',
      line1: 'Unit 3',
      line2: '27 Aberdeen Street',
      line3: null,
      locality: 'Newtown',
      state: 'VIC',
      postcode: '3220',
      is_postal_only: 0,
      search_text: 'unit 3 27 aberdeen street newtown vic 3220 unit 3 27 aberdeen st newtown vic 3220',
    });
  });

  it('flags PO boxes and other delivery addresses as postal only', () => {
    const [row] = parseAddressCsv(`${header}"P1",,,,,,,,,"GEELONG","VIC","3220","PO BOX","1234"\n`);
    expect(row).toMatchObject({
      single_line: 'PO Box 1234, Geelong VIC 3220',
      line1: 'PO Box 1234',
      is_postal_only: 1,
    });
  });

  it('keeps a quoted building name with a comma and a number range', () => {
    const [row] = parseAddressCsv(
      `${header}"G2","WESTFIELD GEELONG, MALOP ST ENTRY","SHOP","104","173",,"199","MALOP","STREET","GEELONG","VIC","3220",,\n`,
    );
    expect(row).toMatchObject({
      line1: 'Westfield Geelong, Malop St Entry',
      line2: 'Shop 104',
      line3: '173-199 Malop Street',
    });
  });

  it('refuses a file whose header lacks the postcode column', () => {
    expect(() =>
      parseAddressCsv('ADDRESS_DETAIL_PID,LOCALITY_NAME,STATE_ABBREVIATION\nA,GEELONG,VIC\n'),
    ).toThrow(/POSTCODE/);
  });

  it('reads the shipped sample of Victorian addresses including postal-only ones', () => {
    const rows = parseAddressCsv(readFileSync(sampleFilePath('addresses'), 'utf8'));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.every((r) => r.state === 'VIC')).toBe(true);
    expect(rows.filter((r) => r.is_postal_only === 1).length).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.locality === 'Geelong')).toBe(true);
  });
});

describe('importing reference data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.destroy();
  });

  it('replaces the BSB directory as a whole by default', async () => {
    await importBsbDirectory(
      handle,
      parseBsbCsv('"063-010","CBA","Geelong",,,,,\n"033-000","WBC","Melbourne",,,,,\n'),
    );
    await importBsbDirectory(handle, parseBsbCsv('"083-170","NAB","Geelong",,,,,\n'));
    const rows = await handle.db.selectFrom('bsb_directory').select('bsb').execute();
    expect(rows.map((r) => r.bsb)).toEqual(['083-170']);
  });

  it('updates existing rows by key when asked not to replace', async () => {
    await importBsbDirectory(
      handle,
      parseBsbCsv('"083-170","NAB","Geelong Central",,,,,\n"013-225","ANZ","Geelong",,,,,\n'),
      {
        replace: false,
      },
    );
    const rows = await handle.db.selectFrom('bsb_directory').select(['bsb', 'name']).orderBy('bsb').execute();
    expect(rows).toEqual([
      { bsb: '013-225', name: 'Geelong' },
      { bsb: '083-170', name: 'Geelong Central' },
    ]);
  });

  it('loads the whole address sample and finds an address by its abbreviated street type', async () => {
    const rows = parseAddressCsv(readFileSync(sampleFilePath('addresses'), 'utf8'));
    expect(await importAddresses(handle, rows)).toBe(rows.length);
    const found = await handle.db
      .selectFrom('addresses')
      .select('single_line')
      .where('search_text', 'like', '%14 pakington st%')
      .execute();
    expect(found.map((r) => r.single_line)).toEqual(['14 Pakington Street, Geelong West VIC 3218']);
  });
});
