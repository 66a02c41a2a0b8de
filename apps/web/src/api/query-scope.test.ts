import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { maintenanceMessagesKey } from './check-maintenance-message';
import { dropdownListKey } from './dropdown-list';
import { accountKey } from './get-account';
import { claimsKey } from './get-claims';
import { informationKey } from './get-information';
import { unreadCountKey } from './get-unread-message-count';
import { isDroppedOnClaimChange, isDroppedOnSignOut } from './query-scope';

const keys = {
  information: informationKey,
  claims: claimsKey('token'),
  account: accountKey('token'),
  unreadCount: unreadCountKey('token', '12/34567'),
  dropdown: dropdownListKey('Titles'),
  maintenance: maintenanceMessagesKey,
};

function cacheWithEveryAnswer(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'answer');
  return client;
}

const kept = (client: QueryClient) =>
  Object.entries(keys)
    .filter(([, key]) => client.getQueryData(key) !== undefined)
    .map(([name]) => name);

describe('which cached answers outlive a change of user or claim', () => {
  it('keeps only the provider information when the user signs out', () => {
    const client = cacheWithEveryAnswer();
    client.removeQueries({ predicate: isDroppedOnSignOut });
    expect(kept(client)).toEqual(['information']);
  });

  it('keeps the provider information and the claims list when another claim is selected', () => {
    const client = cacheWithEveryAnswer();
    client.removeQueries({ predicate: isDroppedOnClaimChange });
    expect(kept(client)).toEqual(['information', 'claims']);
  });
});
