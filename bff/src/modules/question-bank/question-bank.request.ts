// Spec §3 requests of the question bank, validated by their contracts schemas; a 400 says which field is wrong.
import {
  generateSpecificRequestSchema,
  questionSearchQuerySchema,
  randomizeRequestSchema,
  type GenerateSpecificRequest,
  type QuestionSearchQuery,
  type RandomizeRequest,
} from '@lessonloom/contracts';
import { parseRequest } from '../../http/http.parse-request';

export type { GenerateSpecificRequest, RandomizeRequest };
export type SearchQuery = QuestionSearchQuery;

export const parseSearch = (query: Record<string, unknown>): SearchQuery =>
  parseRequest(questionSearchQuerySchema, query);

export const parseGenerateSpecific = (fields: Record<string, string>): GenerateSpecificRequest =>
  parseRequest(generateSpecificRequestSchema, fields);

export const parseRandomize = (fields: Record<string, string>): RandomizeRequest =>
  parseRequest(randomizeRequestSchema, fields);
