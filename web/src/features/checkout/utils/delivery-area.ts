export { zipAreaProblem } from '#domain/compliance/delivery-area.ts';
