export { demoSignIns, DEMO_PASSWORD, type DemoSignIn } from './demo-people.js';
export { isDatabaseEmpty, seedDemoData, type SeedOptions, type SeedResult } from './seed-demo-data.js';
export { loadSampleAddressRows, loadSampleBsbRows, sampleFilePath, type SampleFile } from './sample-files.js';
