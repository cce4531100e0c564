/**
 * Benchmarks. Each prints its figure and the ratio to its peer, measured in the same run.
 * `npm run bench` runs them all; `npm run bench -- NAME [NAME...]` runs the named ones.
 */
import { databasePerTest } from './database-per-test';
import { renderImage } from './render-image';
import { renderVideo } from './render-video';
import { templateSearch } from './template-search';
import { generationBenchmark } from './generation';
import { mediaStills } from './media-stills';
import { editorBenchmark } from './editor';
import { lighthouseBenchmark } from './lighthouse';
import { loadBenchmark } from './load';
import { clusterBenchmark } from './cluster';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  'database-per-test': databasePerTest,
  'template-search': templateSearch,
  'render-image': renderImage,
  'render-video': renderVideo,
  generation: generationBenchmark,
  'media-stills': mediaStills,
  editor: editorBenchmark,
  lighthouse: lighthouseBenchmark,
  load: loadBenchmark,
  cluster: clusterBenchmark,
};

async function main() {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = asked.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(BENCHMARKS).join(', ')})`);
    process.exitCode = 2;
    return;
  }
  const names = asked.length > 0 ? asked : Object.keys(BENCHMARKS);
  for (const [index, name] of names.entries()) {
    if (index > 0) console.log('');
    await BENCHMARKS[name]!();
  }
}

await main();
