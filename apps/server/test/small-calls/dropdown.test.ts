import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const row = (item_id: number, item: string, parent_id: number | null, position: number) => ({
    list_type: 'TestSentItems',
    item_id,
    element_number: position,
    item,
    parent_id,
    position,
  });
  await t.database.db
    .insertInto('dropdown_items')
    .values([
      row(20, 'Receipts', null, 2),
      row(10, 'Documents', null, 1),
      row(12, 'Medical certificate', 10, 4),
      row(11, 'Invoice', 10, 3),
      row(21, 'Travel', 20, 5),
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

const list = (ListType: unknown) =>
  postJson(t.app, endpoints.dropdownList.path, { AccessToken: '', ListType });

describe('dropdownlistdatasource/list', () => {
  it('nests children under their parent, each level in position order', async () => {
    const response = await list('TestSentItems');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          ElementNumber: 1,
          Id: 10,
          Item: 'Documents',
          ParentId: null,
          Children: [
            { ElementNumber: 3, Id: 11, Item: 'Invoice', ParentId: 10, Children: [] },
            { ElementNumber: 4, Id: 12, Item: 'Medical certificate', ParentId: 10, Children: [] },
          ],
        },
        {
          ElementNumber: 2,
          Id: 20,
          Item: 'Receipts',
          ParentId: null,
          Children: [{ ElementNumber: 5, Id: 21, Item: 'Travel', ParentId: 20, Children: [] }],
        },
      ],
    });
  });

  it('answers an unknown list type with an empty list', async () => {
    const response = await list('NoSuchList');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Items: [] });
  });

  it('refuses a list type that is not text with 415', async () => {
    expect((await list(['Titles'])).statusCode).toBe(415);
  });
});
