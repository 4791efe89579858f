import { fuzzRoutes } from '#server/test-support/fuzz/fuzz-routes.ts';

// Routes 3, 6, 9 … of the fuzzing (see fuzz-routes.ts).
await fuzzRoutes(3, 3);
