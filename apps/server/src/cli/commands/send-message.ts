import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { FILE_MAX_BYTES, formatMessage, sendProviderMessageBodySchema, serverErrors } from '@portal/contract';
import { sendProviderMessage } from '../../modules/provider-messages/provider-messages.service.js';
import { UsageError, checkOptions, optionValue } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { portalServices } from './portal-services.js';
import { withAppErrors } from './report-app-error.js';

/** Reads an attachment named on the command line; a file at the size limit is refused before reading. */
async function readAttachment(path: string) {
  const filename = basename(path);
  if ((await stat(path)).size >= FILE_MAX_BYTES) {
    throw new UsageError(
      formatMessage(serverErrors.providerAttachmentTooLarge.Message, { filename }).replace(/\.$/, ''),
    );
  }
  return { Filename: filename, Data: (await readFile(path)).toString('base64') };
}

const SEND_MESSAGE_OPTIONS = ['claim', 'subject', 'message', 'message-file', 'reference'];

/** An inbox message to a claim (issue 5), through the same service as POST /provider/v1/messages. */
export const sendMessageCommand: ProviderCommand = {
  name: 'send-message',
  usage:
    '--claim NN/NNNNN --subject "<text>" (--message "<text>" | --message-file <path>) ' +
    '[--reference <your message id>] [<attachment>...]',
  summary:
    "Put a message in a claim's inbox, with the files named after the options as attachments (up to " +
    '4; accepted document types, checked by content, each below 10MB). Claimants of the claim with an ' +
    'activated account are told a message is waiting, on their preferred channels. With --reference ' +
    '(your own id of the message), running the command again sends nothing twice: it names the message ' +
    'already stored.',
  valueOptions: SEND_MESSAGE_OPTIONS,
  async run(args, context) {
    checkOptions(args, SEND_MESSAGE_OPTIONS);
    const claim = optionValue(args, 'claim');
    const subject = optionValue(args, 'subject');
    const inline = optionValue(args, 'message');
    const messageFile = optionValue(args, 'message-file');
    const reference = optionValue(args, 'reference');
    if (claim === undefined) throw new UsageError('missing --claim');
    if (subject === undefined) throw new UsageError('missing --subject');
    if ((inline === undefined) === (messageFile === undefined)) {
      throw new UsageError('give either --message or --message-file');
    }
    const text = inline ?? (await readFile(context.resolvePath(messageFile ?? ''), 'utf8'));
    const attachments = [];
    for (const file of args.positional) attachments.push(await readAttachment(context.resolvePath(file)));
    const parsed = sendProviderMessageBodySchema.safeParse({
      ClaimNumber: claim,
      Subject: subject,
      Message: text,
      Attachments: attachments,
      ...(reference === undefined ? {} : { Reference: reference }),
    });
    if (!parsed.success) {
      throw new UsageError(
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    }
    const services = await portalServices(context);
    try {
      return await withAppErrors(context, 'send-message', async () => {
        const sent = await sendProviderMessage(services, parsed.data, { actorId: 'cli' }, new Date());
        context.print(
          sent.repeated
            ? `Message ${sent.MessageId} with reference ${reference ?? ''} was already sent to claim ` +
                `${parsed.data.ClaimNumber}; nothing was sent again.`
            : `Sent message ${sent.MessageId} to claim ${parsed.data.ClaimNumber} with ` +
                `${attachments.length} attachment${attachments.length === 1 ? '' : 's'}.`,
        );
        return 0;
      });
    } finally {
      await services.close();
    }
  },
};
