// A Vitest reporter that counts results per project (the JSON reporter cannot tell server-sqlite from
// server-postgres: both run the same files). scripts/test.mjs reads what it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const summaryFile = '.test-results/projects.json';

export default class ProjectSummaryReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    const projects = {};
    for (const testModule of testModules) {
      const name = testModule.project.name || '(root)';
      const counts = (projects[name] ??= {
        files: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        todo: 0,
        brokenFiles: [],
      });
      counts.files += 1;
      let moduleFailedTests = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') {
          counts.failed += 1;
          moduleFailedTests += 1;
        } else if (test.options.mode === 'todo') counts.todo += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load or whose hooks threw has no failed test of its own; count it anyway.
      if (moduleFailedTests === 0 && (testModule.state() === 'failed' || testModule.errors().length > 0)) {
        counts.failed += 1;
        counts.brokenFiles.push(testModule.relativeModuleId ?? testModule.moduleId);
      }
    }
    const file = resolve(this.root ?? process.cwd(), summaryFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ reason, unhandledErrors: unhandledErrors.length, projects }, null, 2) + '\n',
    );
  }
}
