export { type Assistant, createAssistant } from './assistant.service';
export { cityIn, readNeed } from './assistant-tools';
export { type AssistantEngineImpl, createOfflineEngine } from './offline-engine';
