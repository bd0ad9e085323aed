export { type Assistant, createAssistant } from './assistant.service';
export { cityIn, readNeed } from './assistant-tools';
export { createModelEngine, type ModelSettings } from './model-engine';
export { type AssistantEngineImpl, createOfflineEngine, type EngineSources } from './offline-engine';
export { createTranslator, type Translator } from './translator';
