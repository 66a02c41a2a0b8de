import { z } from 'zod/mini';

/**
 * Zod Mini loads no locale: an issue without the contract's own message reads only "Invalid input".
 * The server keeps Zod's English texts, which the provider API answers its developers (`Messages.0.Message:
 * Invalid input: expected string, received number`) and the CLI and logs print. Loaded by the app and by
 * the provider CLI, never by the browser, whose every message is the contract's (ADR 0032).
 */
z.config(z.locales.en());
