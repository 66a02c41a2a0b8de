import { APP_VERSION, type GetInformationResponse } from '@portal/contract';
import type { Config } from '../../config.js';

/** Build information and branding the web shell shows (part 1 §7, RESOLUTIONS.md "Branding"). */
export function getInformation(config: Config): GetInformationResponse {
  return {
    Version: APP_VERSION,
    ProviderName: config.providerName,
    ProviderPhone: config.providerPhone,
    BuildTime: config.buildTime,
    Commit: config.gitCommit,
    // The sign-in page compares it with its own origin to show the wrong-address notice (part 1 §2).
    PublicUrl: config.publicUrl,
    ContactReplyWorkingDays: config.contactReplyWorkingDays,
  };
}
