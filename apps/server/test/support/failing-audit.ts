import type * as AuditService from '../../src/modules/audit/audit.service.js';

/**
 * recordAudit as written, except that the entry named by `auditProbe.failing` fails (as a full disk or
 * a lost connection would), and each entry notes whether it was written inside a transaction. A test
 * file installs it with
 *   vi.mock('../../src/modules/audit/audit.service.js', async (importOriginal) =>
 *     (await import('../support/failing-audit.js')).failingAuditService(importOriginal));
 * (vi.mock is hoisted above the file's imports, so the factory imports this module itself) and reads
 * and sets `auditProbe` through an ordinary import: both are the same module instance.
 */
export const auditProbe = {
  failing: null as string | null,
  inTransaction: new Map<string, boolean>(),
};

export async function failingAuditService(importOriginal: <T>() => Promise<T>): Promise<typeof AuditService> {
  const original = await importOriginal<typeof AuditService>();
  return {
    ...original,
    recordAudit: (...args: Parameters<typeof original.recordAudit>) => {
      const [db, entry] = args;
      auditProbe.inTransaction.set(entry.action, db.isTransaction);
      if (entry.action === auditProbe.failing) return Promise.reject(new Error('audit store unavailable'));
      return original.recordAudit(...args);
    },
  };
}
