'use client';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The review forms with their schema, form library and API client are sent only to the viewers who get
 * one (a client writing, the company's manager answering): a guest's company page loads none of it.
 */
export const ReviewForm = lazyComponent(() => import('./review-form').then((module) => module.ReviewForm));
export const ReviewAnswerForm = lazyComponent(() =>
  import('./review-answer-form').then((module) => module.ReviewAnswerForm),
);
