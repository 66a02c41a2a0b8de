/**
 * Every screen's stylesheet, loaded with the entry ahead of styles/global.css. The screens' code is
 * split by route (screen-registry.ts), but their styles stay in the order the portal was styled
 * against: a screen's stylesheet loaded with its chunk would come after global.css and win ties it
 * lost before (claim-number boxes, the access-code form, sent items). Together they are about 4 KiB
 * gzip. A new screen's stylesheet may stay with its own chunk, written to come after global.css.
 */
import '../components/ui/form-controls.css';
import '../features/access-code/components/access-code.css';
import '../features/account-recovery/components/account-recovery.css';
import '../features/claims/components/claims.css';
import '../features/claim-home/components/claim-home.css';
import '../features/account-updated/components/account-updated.css';
import '../features/account/components/account.css';
import '../features/messaging/components/messaging.css';
import '../components/ui/attachment-list.css';
import '../features/messaging/sent-items/components/sent-items.css';
import '../components/ui/file-upload.css';
import '../features/personal-details/components/personal-details-edit.css';
import '../features/session-timeout/components/session-timeout.css';
