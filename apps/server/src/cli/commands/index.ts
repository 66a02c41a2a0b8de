import type { ProviderCommand } from './command.js';
import { importAddressesCommand } from './import-addresses.js';
import { importBsbCommand } from './import-bsb.js';

/** Every provider command, in the order `help` lists them. Later issues add theirs here. */
export const providerCommands: readonly ProviderCommand[] = [importAddressesCommand, importBsbCommand];

export type { ProviderCommand } from './command.js';
