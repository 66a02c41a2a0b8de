import { describe, expect, it } from 'vitest';
import { addressLookupRequestSchema, addressLookupResponseSchema } from './address.js';
import { getAuthorityFormDataResponseSchema } from './authority.js';
import {
  submitContactFormRequestSchema,
  uploadContactFormRequestSchema,
  uploadContactFormResponseSchema,
} from './contact.js';
import { getContentRequestSchema, getContentResponseSchema } from './content.js';
import { dropdownListRequestSchema, dropdownListResponseSchema } from './dropdown.js';
import { getInformationResponseSchema } from './information.js';
import { checkMaintenanceMessageResponseSchema } from './maintenance.js';
import { serviceDetailRequestSchema, serviceListResponseSchema } from './services.js';
import {
  getFileContentResponseSchema,
  uploadContactFileRequestSchema,
  uploadFileResponseSchema,
} from './uploads.js';

describe('small calls', () => {
  it('answers maintenance messages as a list of text, empty meaning none', () => {
    expect(checkMaintenanceMessageResponseSchema.parse([])).toEqual([]);
    expect(checkMaintenanceMessageResponseSchema.safeParse([1]).success).toBe(false);
  });

  it('asks a dropdown list by ListType and answers nested Items', () => {
    expect(dropdownListRequestSchema.safeParse({ AccessToken: '' }).success).toBe(false);
    const items = {
      Items: [
        {
          ElementNumber: 1,
          Id: 10,
          Item: 'Documents',
          ParentId: null,
          Children: [{ ElementNumber: 1, Id: 11, Item: 'Medical', ParentId: 10, Children: [] }],
        },
      ],
    };
    expect(dropdownListResponseSchema.parse(items)).toEqual(items);
    expect(
      dropdownListResponseSchema.safeParse({ Items: [{ ...items.Items[0], Children: [{ Id: '11' }] }] })
        .success,
    ).toBe(false);
  });

  it('answers build information with the branding', () => {
    const info = {
      Version: '1.5.32',
      ProviderName: 'TAC',
      ProviderPhone: '1300 654 329',
      BuildTime: '2025-01-01T00:00:00Z',
      Commit: 'abc',
    };
    expect(getInformationResponseSchema.parse(info)).toEqual(info);
    expect(getInformationResponseSchema.safeParse({ ...info, Commit: undefined }).success).toBe(false);
  });

  it('reads a content item by name and answers its HTML entries', () => {
    expect(getContentRequestSchema.safeParse({ name: '' }).success).toBe(false);
    expect(getContentResponseSchema.parse(['<p>Intro</p>', '<p>Footer</p>'])).toHaveLength(2);
  });

  it('takes isHomeAddress as the text true or false and answers results', () => {
    expect(addressLookupRequestSchema.safeParse({ query: '1 Main', isHomeAddress: 'true' }).success).toBe(
      true,
    );
    expect(addressLookupRequestSchema.safeParse({ query: '1 Main', isHomeAddress: true }).success).toBe(
      false,
    );
    const suggestion = {
      Moniker: 'm',
      PartialAddress: '1 Main St, Geelong',
      Picklist: '1 Main St',
      Postcode: '3220',
      Score: 100,
    };
    expect(addressLookupResponseSchema.parse({ results: [suggestion] }).results[0]).toEqual(suggestion);
  });

  it('answers services as approvedService and takes the detail id as a path parameter', () => {
    const list = {
      approvedService: [{ id: 's1', name: 'Physiotherapy', ExcessApplies: true, iconToShow: null }],
    };
    expect(serviceListResponseSchema.parse(list)).toEqual(list);
    expect(serviceDetailRequestSchema.parse({ id: 's1' })).toEqual({ id: 's1' });
  });

  it('answers the authority form data with three address lines', () => {
    const data = {
      FirstName: 'Alex',
      Surname: 'Citizen',
      ClaimNumber: '12/34567',
      Address: { AddressLine1: '1 Main St', AddressLine2: 'Geelong', AddressLine3: 'VIC 3220' },
      DateOfBirth: '14/02/1985',
      DateOfAccident: '14/03/2025',
      Initials: 'AC',
    };
    expect(getAuthorityFormDataResponseSchema.parse(data)).toEqual(data);
  });
});

describe('contact us and uploads', () => {
  it('records an enquiry and answers its Identifier', () => {
    expect(
      uploadContactFormRequestSchema.parse({ Category: 5, Message: 'Hello', CustomCategory: 'Travel' }),
    ).toMatchObject({ Category: 5 });
    expect(uploadContactFormRequestSchema.safeParse({ Category: 5 }).success).toBe(false);
    expect(uploadContactFormResponseSchema.parse({ Identifier: 'c-1' })).toEqual({ Identifier: 'c-1' });
    expect(submitContactFormRequestSchema.safeParse({ FormId: 'c-1' }).success).toBe(true);
  });

  it('describes upload form fields as text and answers FileId', () => {
    expect(uploadContactFileRequestSchema.parse({ accessToken: 't', FormId: 'c-1' })).toEqual({
      accessToken: 't',
      FormId: 'c-1',
    });
    expect(uploadContactFileRequestSchema.safeParse({ accessToken: 't' }).success).toBe(false);
    expect(uploadFileResponseSchema.parse({ FileId: 'f-1' })).toEqual({ FileId: 'f-1' });
  });

  it('answers a stored file as base64 data with its type and name', () => {
    const file = { Data: 'aGk=', MimeType: 'text/plain', Filename: 'hi.txt' };
    expect(getFileContentResponseSchema.parse(file)).toEqual(file);
  });
});
