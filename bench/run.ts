/** Entry point of `npm run bench`; the scenarios are added with the performance work (issue 11). */
console.log('No hay escenarios de benchmark todavía: ver bench/README.md.');
