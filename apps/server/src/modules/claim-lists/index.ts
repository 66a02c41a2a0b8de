// The selected claim's lists (inbox, sent items) share one page skeleton (issue 31).
export {
  type ClaimListPage,
  type ClaimListPages,
  type ClaimListSource,
  type ClaimScope,
  claimListPages,
} from './claim-list-page.js';
