import * as z from 'zod/mini';

// The dashboard's content policy forbids code built from strings ('unsafe-eval'); without this, zod
// tries `Function('')` once to decide whether to compile its parsers, which the browser reports as
// a policy violation before zod falls back to the parsers it uses here anyway.
z.config({ jitless: true });
