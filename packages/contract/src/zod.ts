/**
 * The project's zod, with Spanish default messages: every schema of the contract imports `z` from here,
 * so a message we did not write ourselves still reaches the citizen in Spanish, on the server and in forms.
 */
import { z } from 'zod';

z.config(z.locales.es());

export { z };
