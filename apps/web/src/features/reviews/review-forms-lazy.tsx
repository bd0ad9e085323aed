'use client';
import dynamic from 'next/dynamic';

/**
 * The review forms with their schema, form library and API client are sent only to the viewers who get
 * one (a client writing, the company's manager answering): a guest's company page loads none of it.
 */
export const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm));
export const ReviewAnswerForm = dynamic(() => import('./review-answer-form').then((module) => module.ReviewAnswerForm));
