import { addressLookupResponseSchema, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddresses, parseAddressCsv } from '../../src/db/importers/addresses.js';
import { loadSampleAddressRows } from '../../src/db/seed/sample-files.js';
import { resolveAddressByMoniker } from '../../src/modules/address-lookup/address-lookup.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PATH = '/api/addresslookup/AddressLookup';

/** Extra rows beside the shipped sample: the same number on other streets and a unit block. */
const extraCsv = [
  'ADDRESS_DETAIL_PID,FLAT_TYPE_CODE,FLAT_NUMBER,NUMBER_FIRST,STREET_NAME,STREET_TYPE_CODE,LOCALITY_NAME,STATE_ABBREVIATION,POSTCODE',
  'TEST-140,,,140,PAKINGTON,STREET,GEELONG WEST,VIC,3218',
  'TEST-14-UNIT,UNIT,2,14,PAKINGTON,STREET,GEELONG WEST,VIC,3218',
  'TEST-PAKINGTON-RD,,,14,PAKINGTON,ROAD,NEWTOWN,VIC,3220',
].join('\n');

describe('address lookup', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await importAddresses(t.database, await loadSampleAddressRows());
    await importAddresses(t.database, parseAddressCsv(extraCsv), { replace: false });
  });
  afterAll(() => t.close());

  async function lookup(query: string, isHomeAddress = 'false') {
    const url = `${PATH}?${new URLSearchParams({ query, isHomeAddress }).toString()}`;
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<unknown>() };
  }

  async function results(query: string, isHomeAddress = 'false') {
    const { status, body } = await lookup(query, isHomeAddress);
    expect(status).toBe(200);
    return addressLookupResponseSchema.parse(body).results;
  }

  it('finds 14 Pakington Street, Geelong West from partial words in any case and punctuation', async () => {
    for (const query of ['14 pakington', 'Pakington St, Geelong W', 'PAKINGTON geelong west 3218']) {
      const found = await results(query);
      expect(found.map((s) => s.PartialAddress)).toContain('14 Pakington Street, Geelong West VIC 3218');
    }
  });

  it('answers every contract field of a suggestion, with the address id as Moniker', async () => {
    const [first] = await results('14 pakington street geelong west');
    expect(first).toEqual({
      Moniker: 'GAVIC411702381',
      PartialAddress: '14 Pakington Street, Geelong West VIC 3218',
      Picklist: '14 Pakington Street, Geelong West VIC',
      Postcode: '3218',
      Score: 100,
      IsPostalOnly: false,
    });
  });

  it('ranks the exact house number on the typed street before other numbers and streets', async () => {
    const found = await results('14 pakington');
    const lines = found.map((s) => s.PartialAddress);
    expect(lines.slice(0, 2).sort()).toEqual([
      '14 Pakington Road, Newtown VIC 3220',
      '14 Pakington Street, Geelong West VIC 3218',
    ]);
    // The unit holds 14 too, but after its unit number.
    expect(lines.at(-1)).toBe('Unit 2, 14 Pakington Street, Geelong West VIC 3218');
    const scores = found.map((s) => s.Score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('ranks a number matched exactly before one it only begins', async () => {
    const found = await results('pakington street geelong west 14');
    expect(found.map((s) => s.PartialAddress)).toEqual([
      '14 Pakington Street, Geelong West VIC 3218',
      'Unit 2, 14 Pakington Street, Geelong West VIC 3218',
      '140 Pakington Street, Geelong West VIC 3218',
    ]);
  });

  it('matches a street type typed in full or abbreviated', async () => {
    const full = await results('14 pakington road');
    const short = await results('14 pakington rd');
    expect(full.map((s) => s.Moniker)).toEqual(['TEST-PAKINGTON-RD']);
    expect(short.map((s) => s.Moniker)).toEqual(['TEST-PAKINGTON-RD']);
  });

  it('needs every word to match', async () => {
    expect(await results('14 pakington ballarat')).toEqual([]);
    expect(await results('nosuchstreet')).toEqual([]);
  });

  it('answers at most ten suggestions', async () => {
    const found = await results('vic');
    expect(found).toHaveLength(10);
  });

  it('flags PO boxes and delivery addresses, listing them after street addresses for a home address', async () => {
    const postal = await results('po box geelong', 'false');
    expect(postal.length).toBeGreaterThan(0);
    expect(postal.every((s) => s.IsPostalOnly === true)).toBe(true);
    expect(postal.map((s) => s.PartialAddress)).toContain('PO Box 1234, Geelong VIC 3220');

    const home = await results('geelong west', 'true');
    const flags = home.map((s) => s.IsPostalOnly);
    expect(flags).toContain(false);
    // Every street address comes before the first delivery-only one.
    const firstPostal = flags.indexOf(true);
    if (firstPostal >= 0) expect(flags.slice(firstPostal)).not.toContain(false);
    const homePostal = await results('po box 88 geelong west', 'true');
    expect(homePostal.map((s) => [s.PartialAddress, s.IsPostalOnly])).toEqual([
      ['PO Box 88, Geelong West VIC 3218', true],
    ]);
  });

  it('answers words that name Object.prototype members like any other word, never a fault', async () => {
    for (const query of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '14 constructor st',
    ]) {
      expect(await results(query), query).toEqual([]);
    }
  });

  it('answers an empty list for a query shorter than three characters', async () => {
    for (const query of ['', '14', ' 1-', 'ge']) expect(await results(query)).toEqual([]);
  });

  it('refuses isHomeAddress other than true or false, and a missing query, with 415', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: `${PATH}?query=pakington&isHomeAddress=yes` });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toEqual([expect.objectContaining({ Number: serverErrors.invalidRequest.Number })]);
    const missing = await t.app.inject({ method: 'GET', url: `${PATH}?isHomeAddress=true` });
    expect(missing.statusCode).toBe(415);
  });

  it('resolves a suggestion Moniker to the full address, with its delivery-only flag', async () => {
    const [unit] = await results('unit 2 14 pakington');
    expect(unit?.Moniker).toBe('TEST-14-UNIT');
    expect(await resolveAddressByMoniker(t.database.db, unit?.Moniker ?? '')).toEqual({
      isPostalOnly: false,
      address: {
        ExperianSingleSelectedLine: 'Unit 2, 14 Pakington Street, Geelong West VIC 3218',
        AddressLine1: 'Unit 2',
        AddressLine2: '14 Pakington Street',
        AddressLine3: 'GEELONG WEST VIC 3218',
        Postcode: '3218',
        Moniker: 'TEST-14-UNIT',
        Country: 'Australia',
      },
    });
    const [box] = await results('po box 1234 geelong');
    const resolved = await resolveAddressByMoniker(t.database.db, box?.Moniker ?? '');
    expect(resolved?.isPostalOnly).toBe(true);
    expect(resolved?.address.AddressLine1).toBe('PO Box 1234');
    expect(await resolveAddressByMoniker(t.database.db, 'NO-SUCH-ID')).toBeUndefined();
  });
});
