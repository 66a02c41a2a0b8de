import type { ProviderCommand } from './command.js';
import { createApiKeyCommand } from './create-api-key.js';
import { importAddressesCommand } from './import-addresses.js';
import { importBsbCommand } from './import-bsb.js';
import { importClaimantsCommand } from './import-claimants.js';
import { sendMessageCommand } from './send-message.js';
import { listSubmissionsCommand } from './list-submissions.js';
import { exportSubmissionsCommand } from './export-submissions.js';
import { listApiKeysCommand } from './list-api-keys.js';
import { revokeApiKeyCommand } from './revoke-api-key.js';
import { setMaintenanceCommand } from './set-maintenance.js';
import { sweepUploadsCommand } from './sweep-uploads.js';
import { setSurveyQuestionsCommand } from './set-survey-questions.js';
import { exportSurveysCommand } from './export-surveys.js';
import { listParkedDeliveriesCommand } from './list-parked-deliveries.js';
import { retryDeliveryCommand } from './retry-delivery.js';
import { listTasksCommand } from './list-tasks.js';
import { listPaymentsCommand } from './list-payments.js';
import { listTimelineCommand } from './list-timeline.js';

/** Every provider command, in the order `help` lists them. Later issues add theirs here. */
export const providerCommands: readonly ProviderCommand[] = [
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  importAddressesCommand,
  importBsbCommand,
  setMaintenanceCommand,
  importClaimantsCommand,
  sendMessageCommand,
  listSubmissionsCommand,
  exportSubmissionsCommand,
  sweepUploadsCommand,
  setSurveyQuestionsCommand,
  exportSurveysCommand,
  listParkedDeliveriesCommand,
  retryDeliveryCommand,
  listTasksCommand,
  listPaymentsCommand,
  listTimelineCommand,
];

export type { ProviderCommand } from './command.js';
