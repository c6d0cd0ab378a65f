// `npm run bench:start`: how long `npm start` takes to serve its first page (see start/cold-start.ts).
import { measureColdStarts } from './start/cold-start.ts';

const starts = await measureColdStarts(3);
starts.forEach(({ status, firstPageMs }, index) =>
  console.log(`server start ${index + 1}: first page (HTTP ${status}) after ${firstPageMs.toFixed(0)} ms`),
);
