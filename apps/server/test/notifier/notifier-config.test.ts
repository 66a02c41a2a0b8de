import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { transportsFor, usesOutbox } from '../../src/notifier/channel-router.js';
import { isLoopbackHost, outboxExposureProblem } from '../../src/notifier/outbox-exposure.js';

const cwd = '/srv/portal';
const SMTP = 'smtp://mailer:s3cret-pass@mail.example.org:587';
const SMS = 'https://sms.example.org/send';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('notifier settings', () => {
  it('defaults to the outbox for both channels when nothing is configured', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      notifier: 'outbox',
      smtpUrl: null,
      smsWebhookUrl: null,
      smtpFrom: 'Claimant Portal <no-reply@localhost>',
      isDemo: false,
      accessCodeHourlyLimit: 5,
    });
    expect(transportsFor(config)).toEqual({ email: 'outbox', sms: 'outbox' });
    expect(usesOutbox(config)).toBe(true);
  });

  it('uses SMTP and the SMS gateway when both are set, with no outbox at all', () => {
    const config = loadConfig(
      {
        SMTP_URL: SMTP,
        SMS_WEBHOOK_URL: SMS,
        SMS_WEBHOOK_TOKEN: 'tok',
        SMTP_FROM: 'TAC <portal@tac.example>',
      },
      cwd,
    );
    expect(config).toMatchObject({
      notifier: 'smtp',
      smtpUrl: SMTP,
      smsWebhookUrl: SMS,
      smsWebhookToken: 'tok',
      smtpFrom: 'TAC <portal@tac.example>',
    });
    expect(transportsFor(config)).toEqual({ email: 'smtp', sms: 'sms-webhook' });
    expect(usesOutbox(config)).toBe(false);
  });

  it('refuses SMTP_URL without SMS_WEBHOOK_URL, naming the missing setting', () => {
    const message = configError({ SMTP_URL: SMTP });
    expect(message).toContain('SMS_WEBHOOK_URL is not set');
    expect(message).toContain('NOTIFIER=outbox');
  });

  it('refuses NOTIFIER=smtp without SMTP_URL, naming it', () => {
    expect(configError({ NOTIFIER: 'smtp', SMS_WEBHOOK_URL: SMS })).toContain('NOTIFIER=smtp needs SMTP_URL');
  });

  it('lets NOTIFIER=outbox keep an unconfigured channel in the outbox beside a real one', () => {
    const config = loadConfig({ NOTIFIER: 'outbox', SMTP_URL: SMTP }, cwd);
    expect(transportsFor(config)).toEqual({ email: 'smtp', sms: 'outbox' });
    expect(usesOutbox(config)).toBe(true);
  });

  it('names a malformed setting without repeating a value that may hold a password', () => {
    const message = configError({
      SMTP_URL: 'http://mailer:s3cret-pass@mail.example.org',
      NOTIFIER: 'pigeon',
    });
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// address');
    expect(message).toContain('NOTIFIER must be outbox or smtp (got "pigeon")');
    expect(message).not.toContain('s3cret-pass');
    expect(configError({ DEMO: 'yes' })).toContain('DEMO must be 0 or 1');
    expect(configError({ SMS_WEBHOOK_URL: 'ftp://sms' })).toContain('SMS_WEBHOOK_URL must be an http');
  });
});

describe('outbox beyond loopback', () => {
  it('tells loopback hosts from reachable ones', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'portal.example.org', '192.168.1.2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('refuses the outbox on a reachable HOST unless DEMO=1', () => {
    const problem = outboxExposureProblem(loadConfig({ HOST: '0.0.0.0' }, cwd));
    expect(problem).toContain('HOST=0.0.0.0');
    expect(problem).toContain('DEMO=1');
    expect(outboxExposureProblem(loadConfig({ HOST: '0.0.0.0', DEMO: '1' }, cwd))).toBeNull();
    expect(outboxExposureProblem(loadConfig({ HOST: '127.0.0.1' }, cwd))).toBeNull();
  });

  it('lets a reachable server start when no channel uses the outbox', () => {
    const config = loadConfig({ HOST: '0.0.0.0', SMTP_URL: SMTP, SMS_WEBHOOK_URL: SMS }, cwd);
    expect(outboxExposureProblem(config)).toBeNull();
  });
});
