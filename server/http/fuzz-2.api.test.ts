import { fuzzRoutes } from '#server/test-support/fuzz/fuzz-routes.ts';

// Routes 2, 5, 8 … of the fuzzing (see fuzz-routes.ts).
await fuzzRoutes(2, 3);
